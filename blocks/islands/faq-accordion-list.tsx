import * as Accordion from '@radix-ui/react-accordion';
import type { FaqProps } from '../../data/content';

/**
 * A single-open accordion whose open item can be collapsed. The answers are always in the HTML
 * (forceMount) and hidden only once scripts run, so visitors without JavaScript and search
 * engines read them too.
 */
export default function FaqAccordionList({ items }: Pick<FaqProps, 'items'>) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-300 rounded-lg bg-white ring-1 ring-slate-300">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-4 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-stone-50">
                {item.question}
                <span aria-hidden="true" className="text-2xl text-red-700 transition-transform group-data-[state=open]:rotate-45">
                  +
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="accordion-answer px-4 pb-4 text-lg leading-relaxed text-slate-700">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
