import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Spec §4, §9: a tooltip opens after 700 ms; moving to another within 300 ms skips the delay. */
const tooltipTiming = { openDelayMs: 700, skipDelayMs: 300 } as const;

// Shared by every tooltip on the page: when the last one closed (or one is still open).
let lastClosedAt = Number.NEGATIVE_INFINITY;
let openCount = 0;

/**
 * An info button with a tooltip. Hover opens it after the delay (at once when moving from
 * another tooltip); keyboard focus and a tap open it at once; Escape dismisses it; the pointer
 * can move onto the tip without closing it (WCAG 1.4.13). The text is also the button's
 * description, so screen readers read it without opening anything.
 */
export default function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerFocus = useRef(false);
  const tip = useRef<HTMLSpanElement>(null);
  // Horizontal nudge that keeps the tip inside a narrow screen.
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    if (!open || !tip.current) return;
    const margin = 8;
    const rect = tip.current.getBoundingClientRect();
    // Measured once per opening: the nudge in place is taken off inside the update, so it is not a dependency.
    setShift((current) => {
      const left = rect.left - current;
      const overflowRight = left + rect.width - (window.innerWidth - margin);
      return overflowRight > 0 ? -overflowRight : left < margin ? margin - left : 0;
    });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    // Escape dismisses wherever focus is, so a tip opened by hover can be closed too (WCAG 1.4.13).
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', dismiss);
    return () => {
      document.removeEventListener('keydown', dismiss);
      openCount -= 1;
      lastClosedAt = performance.now();
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const hoverDelay = () => (openCount > 0 || performance.now() - lastClosedAt < tooltipTiming.skipDelayMs ? 0 : tooltipTiming.openDelayMs);

  return (
    <span
      className="relative inline-flex align-middle"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(hoverDelay())}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={`${id}-tip`}
        onPointerDown={() => (pointerFocus.current = true)}
        onFocus={() => {
          if (!pointerFocus.current) show(0);
          pointerFocus.current = false;
        }}
        onBlur={hide}
        onClick={() => (open ? hide() : show(0))}
        className="inline-flex size-7 items-center justify-center rounded-full text-sm font-bold ring-1 text-slate-100 ring-slate-400 hover:bg-slate-700"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm-1 3.5h2V12H7z" />
        </svg>
      </button>
      <span
        ref={tip}
        id={`${id}-tip`}
        role="tooltip"
        hidden={!open}
        style={shift ? { marginLeft: shift } : undefined}
        className="absolute bottom-full left-1/2 z-40 mb-2 w-64 max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-md bg-white p-3 text-left text-sm leading-snug font-normal text-slate-900 shadow-xl ring-1 ring-slate-300"
      >
        {text}
      </span>
    </span>
  );
}
