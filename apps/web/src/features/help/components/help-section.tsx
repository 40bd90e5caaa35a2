import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import type { HelpTopic } from './help-topics';

interface HelpSectionProps {
  topic: HelpTopic;
  open: boolean;
  onToggle: () => void;
}

/** One topic as a disclosure: its heading's button shows or hides the text. */
export function HelpSection({ topic, open, onToggle }: HelpSectionProps) {
  const panelId = `${topic.id}-panel`;
  return (
    <section id={topic.id} className={`help-section${open ? ' is-open' : ''}`}>
      <h3 className="help-section__heading">
        <button
          type="button"
          className="help-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{topic.title}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h3>
      <div id={panelId} className="help-section__panel" hidden={!open}>
        {open ? <SanitizedHtml html={topic.content} /> : null}
      </div>
    </section>
  );
}
