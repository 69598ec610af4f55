import type { ListItem, Paragraphs as ParagraphList } from '../../data/content';

export function Paragraphs({ items }: { items: ParagraphList }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className="mb-4 text-lg leading-relaxed text-slate-700">
          {text}
        </p>
      ))}
    </>
  );
}

export function List({ style, items }: { style: 'bullets' | 'steps'; items: readonly ListItem[] }) {
  const Tag = style === 'steps' ? 'ol' : 'ul';
  return (
    <Tag className={`mb-6 space-y-3 pl-6 text-lg leading-relaxed text-slate-700 ${style === 'steps' ? 'list-decimal' : 'list-disc'}`}>
      {items.map((item) =>
        typeof item === 'string' ? (
          <li key={item}>{item}</li>
        ) : (
          <li key={item.title}>
            <strong className="font-semibold text-slate-900">{item.title}:</strong> {item.text}
          </li>
        ),
      )}
    </Tag>
  );
}
