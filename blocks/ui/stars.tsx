/** The five-star rating image of the spec, drawn as SVG so it costs no request. */
export function Stars({ size = 24, label = 'Rated 5 out of 5 stars' }: { size?: number; label?: string }) {
  return (
    <svg role="img" aria-label={label} width={size * 5 + 16} height={size} viewBox="0 0 136 24">
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${i * 28} 0)`}
          fill="#facc15"
          d="M12 1.5l3.1 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.3l-6.4 3.6 1.5-7.1L1.7 8.9l7.2-.8z"
        />
      ))}
    </svg>
  );
}
