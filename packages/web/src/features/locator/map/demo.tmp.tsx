// TEMPORARY demo harness for screenshots; deleted before hand-off.
import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../styles/tokens.css';
import '../../../styles/base.css';
import type { MapViewChange, StoreMapMarker } from './types';

const StoreMap = lazy(() => import('./StoreMap'));
const q = new URLSearchParams(location.search);
const lat = Number(q.get('lat') ?? 47.6097);
const lng = Number(q.get('lng') ?? -122.3331);
const zoom = Number(q.get('z') ?? 13);
const n = Number(q.get('n') ?? 14);

const base: StoreMapMarker[] = Array.from({ length: n }, (_, i) => ({
  id: `s${i}`,
  lat: 47.6097 + Math.sin(i * 1.7) * 0.03 * ((i % 4) + 1) / 3,
  lng: -122.3331 + Math.cos(i * 1.3) * 0.04 * ((i % 3) + 1) / 2,
  label: `Store ${i}, Open until 8 PM`,
  state: 'default',
  disabled: i === 5,
}));

const App = () => {
  const [selected, setSelected] = useState<string | null>('s1');
  const [hovered, setHovered] = useState<string | null>('s2');
  const [log, setLog] = useState<MapViewChange[]>([]);
  const markers = base.map((m) => ({ ...m, state: m.id === selected ? ('selected' as const) : m.id === hovered ? ('highlighted' as const) : ('default' as const) }));
  return (
    <div style={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100vh' }}>
      <Suspense fallback={<p>loading</p>}>
        <StoreMap center={{ lat, lng }} zoom={zoom} markers={markers} onMarkerSelect={setSelected} onMarkerHover={setHovered} onViewChange={(v) => setLog((l) => [v, ...l].slice(0, 3))} onGeolocate={() => setLog([])} />
      </Suspense>
      <pre id="log" style={{ margin: 0, fontSize: 11, maxHeight: 60, overflow: 'auto' }}>{JSON.stringify(log[0] ?? null)}</pre>
    </div>
  );
};
createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><App /></StrictMode>);
