import { describe, it, expect, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SEATTLE, button, setup } from './test-map';

describe('StoreMap (offline): moving the map', () => {
  it('arrow keys on the focused map pan it and report the new centre, rounded to 6 decimals', () => {
    const { props, lastView } = setup();
    const region = screen.getByRole('region', { name: 'Map' });
    region.focus();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyUp(region, { key: 'ArrowRight' });
    expect(props.onViewChange).toHaveBeenCalledTimes(1);
    const east = lastView();
    expect(east.center.lng).toBeGreaterThan(SEATTLE.lng);
    expect(east.center.lat).toBeCloseTo(SEATTLE.lat, 6);
    expect(east.zoom).toBe(14);
    expect(Number(east.center.lng.toFixed(6))).toBe(east.center.lng);

    fireEvent.keyDown(region, { key: 'ArrowUp' });
    fireEvent.keyUp(region, { key: 'ArrowUp' });
    expect(lastView().center.lat).toBeGreaterThan(SEATTLE.lat);

    fireEvent.keyDown(region, { key: '+' });
    expect(lastView().zoom).toBe(15);
    expect(props.onViewChange).toHaveBeenCalledTimes(3);
  });

  it('held arrow keys settle once, after the keys rest', () => {
    vi.useFakeTimers();
    try {
      const { props } = setup();
      const region = screen.getByRole('region', { name: 'Map' });
      for (let i = 0; i < 5; i++) fireEvent.keyDown(region, { key: 'ArrowLeft' });
      expect(props.onViewChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(props.onViewChange).toHaveBeenCalledTimes(1);
      expect(props.onViewChange.mock.calls[0]?.[0].center.lng).toBeLessThan(SEATTLE.lng);
    } finally {
      vi.useRealTimers();
    }
  });

  it('arrow keys on a marker do not pan the map', () => {
    const { props } = setup();
    const plain = button('Pike Place, Open until 8 PM');
    fireEvent.keyDown(plain, { key: 'ArrowRight' });
    fireEvent.keyUp(plain, { key: 'ArrowRight' });
    expect(props.onViewChange).not.toHaveBeenCalled();
  });

  it('a drag pans the map the other way and reports on release; a press without a move reports nothing', () => {
    const { props, lastView, container } = setup();
    const viewport = container.querySelector('.crema-map__viewport');
    if (!viewport) throw new Error('no viewport');
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 300, clientY: 200 });
    expect(props.onViewChange).not.toHaveBeenCalled();

    fireEvent.pointerDown(viewport, { pointerId: 2, button: 0, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 260 });
    fireEvent.pointerUp(viewport, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 260 });
    expect(props.onViewChange).toHaveBeenCalledTimes(1);
    expect(lastView().center.lng).toBeGreaterThan(SEATTLE.lng);
    expect(lastView().center.lat).toBeGreaterThan(SEATTLE.lat);
  });

  it('does not report a drag that moved less than 5e-6 degrees or came back to where it began', () => {
    const { props, container } = setup({ zoom: 21 });
    const viewport = container.querySelector('.crema-map__viewport');
    if (!viewport) throw new Error('no viewport');
    // 5 px at zoom 21 is about 3.4e-6 degrees of longitude.
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 295, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 295, clientY: 200 });
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 300, clientY: 200 });
    expect(props.onViewChange).not.toHaveBeenCalled();
  });

  it('the wheel zooms about the pointer and reports once the wheel rests; a double click zooms in', () => {
    vi.useFakeTimers();
    try {
      const { props, lastView, container } = setup({ zoom: 10 });
      const viewport = container.querySelector('.crema-map__viewport');
      if (!viewport) throw new Error('no viewport');
      fireEvent.wheel(viewport, { deltaY: -100, deltaMode: 0, clientX: 600, clientY: 100 });
      expect(screen.getByRole('region', { name: 'Map' }).dataset.zoom).toBe('11');
      expect(props.onViewChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(lastView().zoom).toBe(11);
      // Zoomed about a point to the north-east of the centre: the centre moved towards it.
      expect(lastView().center.lng).toBeGreaterThan(SEATTLE.lng);
      expect(lastView().center.lat).toBeGreaterThan(SEATTLE.lat);
      fireEvent.doubleClick(viewport, { clientX: 320, clientY: 240 });
      expect(lastView().zoom).toBe(12);
    } finally {
      vi.useRealTimers();
    }
  });

  it('measures its box and follows resizes after the 200 ms debounce', () => {
    vi.useFakeTimers();
    let box = { width: 800, height: 500 };
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly cb: () => void;
        constructor(cb: () => void) {
          this.cb = cb;
        }
        observe(): void {
          observers.push(this.cb);
        }
        disconnect(): void {}
      },
    );
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => DOMRect.fromRect({ x: 0, y: 0, ...box }));
    // The reported bounds span the measured width: degrees of longitude for `px` pixels at zoom 15.
    const span = (px: number): number => (px / (256 * 2 ** 15)) * 360;
    try {
      const { lastView } = setup();
      fireEvent.click(button('Zoom in'));
      expect(lastView().bounds.east - lastView().bounds.west).toBeCloseTo(span(800), 5);
      box = { width: 1000, height: 600 };
      act(() => {
        for (const cb of observers) cb();
        vi.advanceTimersByTime(199);
      });
      fireEvent.click(button('Zoom out'));
      fireEvent.click(button('Zoom in'));
      expect(lastView().bounds.east - lastView().bounds.west).toBeCloseTo(span(800), 5);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      fireEvent.click(button('Zoom out'));
      fireEvent.click(button('Zoom in'));
      expect(lastView().bounds.east - lastView().bounds.west).toBeCloseTo(span(1000), 5);
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
