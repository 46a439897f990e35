import { useState } from 'react';
import { describe, it, expect } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StoreMap from './StoreMap';
import { MARKERS, SEATTLE, button, setup } from './test-map';
import type { StoreMapMarker } from './types';

describe('StoreMap (offline): markers, controls, props', () => {
  it('is a region named Map with the three controls', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region.tabIndex).toBe(0);
    expect(button('Zoom in')).toBeTruthy();
    expect(button('Zoom out')).toBeTruthy();
    expect(button('Find locations near me')).toBeTruthy();
  });

  it('renders each marker as a button named by its label, pressed when selected, stacked by state', () => {
    setup();
    const plain = button('Pike Place, Open until 8 PM');
    const selected = button('Queen Anne, Open until 9 PM');
    const highlighted = button('Pioneer Square, Closes soon');
    expect(plain.getAttribute('aria-pressed')).toBe('false');
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    expect(highlighted.getAttribute('aria-pressed')).toBe('false');
    expect(plain.style.zIndex).toBe('10');
    expect(selected.style.zIndex).toBe('11');
    expect(highlighted.style.zIndex).toBe('12');
    expect(plain.style.width).toBe('48px');
    expect(plain.style.height).toBe('59px');
    expect(highlighted.className).toContain('crema-map__marker--highlighted');
    expect(selected.className).toContain('crema-map__marker--selected');
  });

  it('calls back on hover, focus, click and Enter; a disabled marker is not selected', async () => {
    const { props, user } = setup();
    const plain = button('Pike Place, Open until 8 PM');
    await user.hover(plain);
    expect(props.onMarkerHover).toHaveBeenLastCalledWith('s1');
    await user.unhover(plain);
    expect(props.onMarkerHover).toHaveBeenLastCalledWith(null);
    await user.click(plain);
    expect(props.onMarkerSelect).toHaveBeenCalledWith('s1');

    button('Queen Anne, Open until 9 PM').focus();
    expect(props.onMarkerHover).toHaveBeenLastCalledWith('s2');
    await user.keyboard('{Enter}');
    expect(props.onMarkerSelect).toHaveBeenLastCalledWith('s2');

    const disabled = button('Capitol Hill, Closed');
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.click(disabled);
    expect(props.onMarkerSelect).toHaveBeenCalledTimes(2);
    expect(props.onViewChange).not.toHaveBeenCalled();
  });

  it('keeps the tab order when focusing a marker highlights it', async () => {
    const Harness = () => {
      const [hovered, setHovered] = useState<string | null>(null);
      const markers = MARKERS.map((m) => ({ ...m, state: m.id === hovered ? ('highlighted' as const) : ('default' as const) }));
      return (
        <StoreMap center={SEATTLE} zoom={14} markers={markers} onMarkerSelect={() => {}} onMarkerHover={setHovered} onViewChange={() => {}} onGeolocate={() => {}} />
      );
    };
    render(<Harness />);
    const user = userEvent.setup();
    const reached: (string | null)[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('aria-label') ?? null);
    }
    expect(reached).toEqual(['Map', ...MARKERS.map((m) => m.label), 'Find locations near me', 'Zoom in', 'Zoom out']);
    expect(button('Zoom out')).toBe(document.activeElement);
  });

  it('zoom buttons report zoom + 1 and zoom - 1 with the same centre and the bounds', async () => {
    const { props, user, lastView } = setup();
    await user.click(button('Zoom in'));
    expect(lastView().zoom).toBe(15);
    expect(lastView().center).toEqual(SEATTLE);
    const b = lastView().bounds;
    expect(b.north).toBeGreaterThan(SEATTLE.lat);
    expect(b.south).toBeLessThan(SEATTLE.lat);
    expect(b.west).toBeLessThan(SEATTLE.lng);
    expect(b.east).toBeGreaterThan(SEATTLE.lng);
    await user.click(button('Zoom out'));
    await user.click(button('Zoom out'));
    expect(lastView().zoom).toBe(13);
    expect(props.onViewChange).toHaveBeenCalledTimes(3);
  });

  it('disables zoom in at 21 and zoom out at 3, where they do nothing', async () => {
    const top = setup({ zoom: 21 });
    expect(button('Zoom in').getAttribute('aria-disabled')).toBe('true');
    expect(button('Zoom out').getAttribute('aria-disabled')).toBeNull();
    await top.user.click(button('Zoom in'));
    expect(top.props.onViewChange).not.toHaveBeenCalled();
    top.unmount();

    const bottom = setup({ zoom: 3 });
    expect(button('Zoom out').getAttribute('aria-disabled')).toBe('true');
    expect(button('Zoom in').getAttribute('aria-disabled')).toBeNull();
    await bottom.user.click(button('Zoom out'));
    expect(bottom.props.onViewChange).not.toHaveBeenCalled();
    await bottom.user.click(button('Zoom in'));
    expect(bottom.lastView().zoom).toBe(4);
  });

  it('holds a zoom given outside 3..21 within the bounds', () => {
    setup({ zoom: 30 });
    expect(screen.getByRole('region', { name: 'Map' }).dataset.zoom).toBe('21');
    expect(button('Zoom in').getAttribute('aria-disabled')).toBe('true');
  });

  it('the geolocate button calls onGeolocate and shows when it is busy', async () => {
    const { props, user, rerender } = setup();
    await user.click(button('Find locations near me'));
    expect(props.onGeolocate).toHaveBeenCalledTimes(1);
    rerender(<StoreMap {...props} geolocating />);
    expect(button('Find locations near me').getAttribute('aria-busy')).toBe('true');
  });

  it('follows new centre and zoom props without reporting them back', async () => {
    const { props, rerender, user, lastView } = setup();
    const portland = { lat: 45.515232, lng: -122.678385 };
    rerender(<StoreMap {...props} center={portland} zoom={12} />);
    expect(screen.getByRole('region', { name: 'Map' }).dataset.zoom).toBe('12');
    expect(props.onViewChange).not.toHaveBeenCalled();
    await user.click(button('Zoom in'));
    expect(lastView()).toMatchObject({ center: portland, zoom: 13 });
  });

  it('clusters many nearby stores at low zoom; the cluster zooms in on click', async () => {
    const crowd: StoreMapMarker[] = Array.from({ length: 12 }, (_, i) => ({
      id: `c${i}`,
      lat: 47.6 + i * 0.002,
      lng: -122.33 + i * 0.002,
      label: `Store ${i}`,
      state: 'default' as const,
    }));
    const { user, lastView } = setup({ zoom: 6, markers: crowd });
    const cluster = button('12 stores, zoom in');
    expect(screen.queryByRole('button', { name: 'Store 0' })).toBeNull();
    await user.click(cluster);
    expect(lastView().zoom).toBeGreaterThan(6);
    expect(lastView().center.lat).toBeCloseTo(47.611, 2);
  });

  it('keeps the selected and highlighted stores out of clusters', () => {
    const crowd: StoreMapMarker[] = Array.from({ length: 6 }, (_, i) => ({
      id: `c${i}`,
      lat: 47.6 + i * 0.001,
      lng: -122.33,
      label: `Store ${i}`,
      state: i === 0 ? ('selected' as const) : i === 1 ? ('highlighted' as const) : ('default' as const),
    }));
    setup({ zoom: 6, markers: crowd });
    expect(button('4 stores, zoom in')).toBeTruthy();
    expect(button('Store 0').getAttribute('aria-pressed')).toBe('true');
    expect(button('Store 1')).toBeTruthy();
  });

  it('draws land from world-atlas once its chunk has loaded', async () => {
    const { container } = setup({ zoom: 4, center: { lat: 40, lng: -100 } });
    const svg = container.querySelector('svg.crema-map__base');
    await waitFor(() => expect(svg?.getAttribute('data-basemap')).toBe('low'));
    expect(container.querySelector('path.crema-map__land')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(100);
    expect(container.querySelector('path.crema-map__borders')).not.toBeNull();
  });

  it('an empty key means the offline map', () => {
    const { container } = setup({ googleMapsApiKey: '' });
    expect(container.querySelector('svg.crema-map__base')).not.toBeNull();
  });
});
