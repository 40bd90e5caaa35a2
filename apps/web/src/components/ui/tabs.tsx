import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The selected tab's content; one panel serves every tab. */
  children: ReactNode;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move to the previous or next tab (wrapping),
 * Home and End to the first and last. The panel is named by its selected tab. With fewer
 * than two items there is nothing to choose: the panel is a plain box, in the same place in
 * the tree, so whatever was typed in it survives tabs appearing or going.
 */
export function Tabs<K extends string>({
  label,
  items,
  value,
  onChange,
  children,
  panelClassName,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const shown = items.length > 1;
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target: Record<string, number> = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    };
    const next = items[target[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  }

  return (
    <>
      {shown ? (
        <div role="tablist" aria-label={label} className="tabs">
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                if (element) refs.current.set(item.key, element);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={item.key === value}
              aria-controls={panelId}
              tabIndex={item.key === value ? 0 : -1}
              className="tabs__tab"
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={panelId}
        role={shown ? 'tabpanel' : undefined}
        aria-labelledby={shown ? tabId(value) : undefined}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
