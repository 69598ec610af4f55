/** The 5-star rating image of the spec, drawn as SVG so it costs no request. `label` names the rating's source; '' makes it decorative. */
export function Stars({ size = 24, label }: { size?: number; label: string }) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      width={size * 5 + 16}
      height={size}
      viewBox="0 0 136 24"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} transform={`translate(${i * 28} 0)`} fill="#facc15" d="M12 1.5l3.1 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.3l-6.4 3.6 1.5-7.1L1.7 8.9l7.2-.8z" />
      ))}
    </svg>
  );
}

/** Stars and the line beside them (a claim such as the reviews count, whose basis follows the block). */
export interface RatingLine {
  /** The stars' accessible name, naming the rating's source. */
  readonly label: string;
  readonly line: string;
}
