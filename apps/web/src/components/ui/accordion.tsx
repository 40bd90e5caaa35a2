import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** Rendered only while the item is open, so heavy content loads on demand. */
  content: () => ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** One item open at a time: opening one closes the other. */
  single?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Items open at first. */
  defaultOpen?: string[];
  className?: string;
}

/** The WAI-ARIA accordion: each heading holds a button that shows or hides its region. */
export function Accordion({
  items,
  single = false,
  headingLevel = 3,
  defaultOpen = [],
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return single ? [id] : [...current, id];
    });

  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="accordion__item" data-open={expanded || undefined}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="accordion__title">{item.title}</span>
                <svg
                  className="accordion__chevron"
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {expanded ? item.content() : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
