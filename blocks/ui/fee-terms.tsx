import type { FeeTerms as FeeTermsData } from '../../data/content';

/** A fee line, and who pays the case costs in small print under it, on a red panel. */
export function FeeTerms({ fees }: { fees: FeeTermsData }) {
  return (
    <div className="mx-auto mt-4 max-w-2xl">
      <p className="text-lg font-semibold text-white">{fees.line}.</p>
      {fees.costs && <p className="mt-1 text-sm text-red-50">{fees.costs}</p>}
      {fees.criminal && <p className="mt-2 text-lg font-semibold text-white">{fees.criminal}.</p>}
    </div>
  );
}
