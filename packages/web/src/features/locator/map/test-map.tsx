// Shared by the store map's component tests (not a test file itself).
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { ReactElement } from 'react';
import StoreMap from './StoreMap';
import type { MapViewChange, StoreMapMarker, StoreMapProps } from './types';

export const SEATTLE = { lat: 47.61, lng: -122.33 };

export const MARKERS: StoreMapMarker[] = [
  { id: 's1', lat: 47.61, lng: -122.33, label: 'Pike Place, Open until 8 PM', state: 'default' },
  { id: 's2', lat: 47.618, lng: -122.35, label: 'Queen Anne, Open until 9 PM', state: 'selected' },
  { id: 's3', lat: 47.602, lng: -122.31, label: 'Pioneer Square, Closes soon', state: 'highlighted' },
  { id: 's4', lat: 47.615, lng: -122.31, label: 'Capitol Hill, Closed', state: 'default', disabled: true },
];

type Data = Omit<StoreMapProps, 'onMarkerSelect' | 'onMarkerHover' | 'onViewChange' | 'onGeolocate'>;

export interface MapHarness {
  readonly props: Data & {
    readonly onMarkerSelect: Mock<(id: string) => void>;
    readonly onMarkerHover: Mock<(id: string | null) => void>;
    readonly onViewChange: Mock<(v: MapViewChange) => void>;
    readonly onGeolocate: Mock<() => void>;
  };
  readonly container: HTMLElement;
  readonly rerender: (ui: ReactElement) => void;
  readonly unmount: () => void;
  /** The last view reported by onViewChange (throws when there is none). */
  readonly lastView: () => MapViewChange;
  readonly user: UserEvent;
}

export const setup = (over: Partial<Data> = {}): MapHarness => {
  const props = {
    center: SEATTLE,
    zoom: 14,
    markers: MARKERS,
    ...over,
    onMarkerSelect: vi.fn<(id: string) => void>(),
    onMarkerHover: vi.fn<(id: string | null) => void>(),
    onViewChange: vi.fn<(v: MapViewChange) => void>(),
    onGeolocate: vi.fn<() => void>(),
  };
  const utils = render(<StoreMap {...props} />);
  const lastView = (): MapViewChange => {
    const call = props.onViewChange.mock.calls.at(-1);
    if (!call) throw new Error('onViewChange was not called');
    return call[0];
  };
  return { container: utils.container, rerender: utils.rerender, unmount: utils.unmount, props, lastView, user: userEvent.setup() };
};

export const button = (name: string): HTMLElement => screen.getByRole('button', { name });
