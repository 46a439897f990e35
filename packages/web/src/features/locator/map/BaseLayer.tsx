// The drawn base map: water, a graticule that keeps about 160 px between lines, land and (at low zoom)
// borders from world-atlas through d3-geo's mercator scaled to the zoom, and from zoom 12 a street-grid
// texture on land, where Natural Earth's coastline is too coarse to say anything about a city. Land and borders
// are drawn by the base map's worker (basemap-painter.ts): the page only sets the paths it answers.
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { geoGraticule, geoPath } from 'd3-geo';
import type { BasemapDetail } from './basemap';
import { frameBounds, frameProjection, placeOf, type Frame, type LandPaths } from './basemap-paths';
import { paintBasemap } from './basemap-painter';
import { MAX_LATITUDE, project, shiftBetween, worldSize, type MapViewState, type Size } from './projection';

/** Our choice: zoom from which land shows a street grid. */
export const STREET_ZOOM = 12;
const GRID_SPACING_PX = 160;

/** A 1-2-5 step in degrees that puts at least `px` pixels between graticule lines. */
export const graticuleStep = (zoom: number, px: number = GRID_SPACING_PX): number => {
  const raw = (px * 360) / worldSize(zoom);
  const exp = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].find((m) => m * exp >= raw) ?? 10;
  return nice * exp;
};

const mod = (a: number, n: number): number => ((a % n) + n) % n;

interface Props {
  readonly view: MapViewState;
  readonly size: Size;
  /** The detail of the world's shapes for the zoom (the last drawing shows while another detail comes). */
  readonly detail: BasemapDetail;
}

/**
 * How far the drawing may lag behind the view before it is redrawn: while a drag stays within this margin
 * the drawn SVG (bigger than the view by the margin on each side) is only moved. No more than the world can
 * fill, or an empty band would show at low zoom.
 */
export const redrawMargin = (zoom: number, size: Size): Size => {
  const spareX = Math.max(0, (worldSize(zoom) - size.width) / 2);
  return { width: Math.floor(Math.min(size.width / 2, spareX)), height: Math.floor(size.height / 2) };
};

interface Drawing {
  readonly view: MapViewState;
  readonly size: Size;
}

/** A frame's land and borders as they came from the painter, with the frame they were drawn for. */
interface Painted extends LandPaths {
  readonly frame: Frame;
  readonly detail: BasemapDetail;
}

const BaseLayerImpl = ({ view, size, detail }: Props) => {
  const patternId = `crema-streets-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The view the SVG was last drawn for; redrawn when the view has moved past the margin, zoomed or resized.
  const [drawnFor, setDrawnFor] = useState<Drawing>({ view, size });
  const margin = redrawMargin(view.zoom, size);
  const lag = shiftBetween(drawnFor.view, view);
  const stale =
    drawnFor.size !== size || drawnFor.view.zoom !== view.zoom || Math.abs(lag.x) > margin.width || Math.abs(lag.y) > margin.height;
  if (stale) setDrawnFor({ view, size });
  const current: Drawing = stale ? { view, size } : drawnFor;
  const shift = stale ? { x: 0, y: 0 } : lag;

  const { view: at, size: drawnSize } = current;
  const frame = useMemo<Frame>(
    () => ({ center: at.center, zoom: at.zoom, width: drawnSize.width + 2 * margin.width, height: drawnSize.height + 2 * margin.height }),
    [at, drawnSize, margin.width, margin.height],
  );
  // The graticule is a few lines: drawn here, at once. Land and borders come from the painter, off the main thread.
  const drawn = useMemo(() => {
    const path = geoPath(frameProjection(frame));
    const b = frameBounds(frame);
    const step = graticuleStep(frame.zoom);
    const east = b.west > b.east ? b.east + 360 : b.east;
    // Meridians from just west of the view to just east of it, or all of them once (a range of 360 degrees or
    // more would draw some twice).
    const [x0, x1] =
      Math.ceil(east / step) * step - Math.floor(b.west / step) * step >= 360
        ? [-180, 180]
        : [Math.floor(b.west / step) * step, Math.ceil(east / step) * step + step / 2];
    const grid = path(
      geoGraticule()
        .extent([
          [x0, Math.max(-MAX_LATITUDE, b.south - step / 2)],
          [x1, Math.min(MAX_LATITUDE, b.north + step / 2)],
        ])
        .step([step, step])
        .precision(step)(),
    );
    const c = project(frame.center, frame.zoom);
    return { grid, originX: frame.width / 2 - c.x, originY: frame.height / 2 - c.y };
  }, [frame]);

  const [painted, setPainted] = useState<Painted | null>(null);
  useEffect(() => {
    let live = true;
    paintBasemap(detail, frame).then(
      (paths) => {
        if (live) setPainted({ ...paths, frame, detail });
      },
      () => undefined, // no base map: water and grid still show, and the markers work
    );
    return () => {
      live = false;
    };
  }, [detail, frame]);
  // The last drawing stays in its place until this frame's arrives (moved and scaled to this frame).
  const place = painted === null || painted.frame === frame ? null : placeOf(painted.frame, frame);
  const land = painted?.land ?? null;
  const borders = painted?.borders ?? null;

  const streets = view.zoom >= STREET_ZOOM;
  // The grid grows with the zoom for three levels, then its blocks split in four and it starts again, so it
  // reads as streets at every city zoom and still zooms like a map.
  const level = Math.floor(view.zoom - STREET_ZOOM) % 3;
  const block = 32 * 2 ** level;
  const tile = block * 4;
  const minor = 1.5 * 2 ** level;
  const major = minor * 2;

  return (
    <svg
      className="crema-map__base"
      width={frame.width}
      height={frame.height}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      style={{ transform: `translate(${shift.x - margin.width}px, ${shift.y - margin.height}px)` }}
      aria-hidden="true"
      focusable="false"
      data-basemap={painted?.detail ?? 'none'}
    >
      {streets && (
        <defs>
          <pattern
            id={patternId}
            patternUnits="userSpaceOnUse"
            width={tile}
            height={tile}
            x={mod(drawn.originX, tile)}
            y={mod(drawn.originY, tile)}
          >
            {[1, 2, 3].map((i) => (
              <path key={i} className="crema-map__street" strokeWidth={minor} d={`M${i * block} 0V${tile}M0 ${i * block}H${tile}`} />
            ))}
            <path className="crema-map__avenue" strokeWidth={major} d={`M0 0V${tile}M0 0H${tile}`} />
          </pattern>
        </defs>
      )}
      <rect className="crema-map__water" width={frame.width} height={frame.height} />
      <g transform={place === null ? undefined : `translate(${place.x} ${place.y}) scale(${place.scale})`}>
        {land && <path className="crema-map__land" d={land} vectorEffect="non-scaling-stroke" />}
        {land && streets && <path className="crema-map__land-streets" d={land} fill={`url(#${patternId})`} />}
        {borders && !streets && <path className="crema-map__borders" d={borders} vectorEffect="non-scaling-stroke" />}
      </g>
      {drawn.grid && !streets && <path className="crema-map__grid" d={drawn.grid} />}
    </svg>
  );
};

export const BaseLayer = memo(BaseLayerImpl);
