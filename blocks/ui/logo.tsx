import { firm } from '../../data/firm';
import { logoMark } from './logo-mark';

/** The firm's mark and name; drawn as SVG so the header costs no image request. */
export function Logo() {
  const { size, tile, shapes } = logoMark;
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" width="36" height="36" viewBox={`0 0 ${size} ${size}`} className="shrink-0">
        <rect width={size} height={size} rx={tile.radius} fill={tile.fill} />
        {shapes.map((shape) => (
          <path key={shape.d} d={shape.d} fill={shape.fill} />
        ))}
      </svg>
      <span className="text-sm leading-tight font-extrabold text-white sm:text-lg">{firm.names.primary}</span>
    </span>
  );
}
