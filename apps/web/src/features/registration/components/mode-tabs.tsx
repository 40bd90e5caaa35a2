import { useRef, type KeyboardEvent } from 'react';

interface ModeTabsProps<M extends string> {
  label: string;
  modes: readonly M[];
  value: M;
  onChange: (mode: M) => void;
  labelOf: (mode: M) => string;
  /** Ids of the panel each tab controls. */
  panelId: string;
}

/** Tabs between the ways of doing one thing; arrows move between them (WAI-ARIA tabs). */
export function ModeTabs<M extends string>({
  label,
  modes,
  value,
  onChange,
  labelOf,
  panelId,
}: ModeTabsProps<M>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + modes.length) % modes.length;
    onChange(modes[next]!);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="mode-tabs">
      {modes.map((mode, index) => (
        <button
          key={mode}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          aria-selected={mode === value}
          aria-controls={panelId}
          tabIndex={mode === value ? 0 : -1}
          className="mode-tabs__tab"
          onClick={() => onChange(mode)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {labelOf(mode)}
        </button>
      ))}
    </div>
  );
}
