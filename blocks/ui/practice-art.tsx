// Drawn tile art for the practice areas, keyed by practice-area id. A new area without art
// gets the scales of justice.
const icons: Record<string, string> = {
  car: 'M60 118h200l-20-46a20 20 0 0 0-18-12H98a20 20 0 0 0-18 12zm10 0v40h28v-16h124v16h28v-40zm28 10a10 10 0 1 0 0 .1zm124 0a10 10 0 1 0 0 .1z',
  truck: 'M40 70h150v80H40zm150 25h50l30 30v25h-80zM75 150a16 16 0 1 0 0 .1zm150 0a16 16 0 1 0 0 .1z',
  motorcycle: 'M80 150a30 30 0 1 0 0 .1zm160 0a30 30 0 1 0 0 .1zM80 150l45-50h50l30 20h-40l-30 30zm100-50l20-25h25',
  'dog-bite': 'M90 150l20-60 30-20 40 10 20-25 15 10-10 35 40 30v20h-40l-10-20h-60l-10 20h-35z',
  'wrongful-death': 'M160 60c30 0 50 22 50 50 0 40-50 70-50 70s-50-30-50-70c0-28 20-50 50-50z',
  catastrophic: 'M140 50h40v50h50v40h-50v50h-40v-50H90v-40h50z',
  boating: 'M60 140h200l-30 35H90zm90-90v85h-60zm10 10l55 75h-55z',
  premises: 'M70 180V110h40V80h40V50h70v20h-40v30h-40v30h-40v50z',
};
const scales = 'M160 40v130m-60 10h120M100 70h120M100 70l-25 50h50zm120 0l-25 50h50z';

export function PracticeArt({ id }: { id: string }) {
  return (
    <>
      <rect width="320" height="220" fill="#7f1d1d" />
      <circle cx="270" cy="30" r="90" fill="#991b1b" />
      <path d={icons[id] ?? scales} fill="none" stroke="#fef2f2" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round" />
    </>
  );
}

/** Portrait art: a monogram on the firm's colours until real photos are supplied. */
export function PortraitArt({ initials }: { initials: string }) {
  return (
    <>
      <rect width="320" height="400" fill="#1e293b" />
      <circle cx="160" cy="150" r="70" fill="#334155" />
      <path d="M40 400c10-90 60-130 120-130s110 40 120 130z" fill="#334155" />
      <text x="160" y="172" textAnchor="middle" fontSize="64" fontFamily="Georgia, serif" fill="#fef2f2">
        {initials}
      </text>
    </>
  );
}
