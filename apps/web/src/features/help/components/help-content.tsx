import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useLocation } from 'react-router';
import { HelpSection } from './help-section';
import { useHelpTopics, type TopicGroup } from './help-topics';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import './help-content.css';

/**
 * The help articles and site pages with an index beside them. The section the URL's
 * hash names (/help#terms) is opened and scrolled to, on arrival and on every change.
 */
export function HelpContent() {
  const { t } = useTranslation('help');
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const { articles, pages } = useHelpTopics();
  // The reader's own openings and closings hold until the hash names another section.
  const [toggled, setToggled] = useState<{ hash: string; open: Record<string, boolean> }>({
    hash,
    open: {},
  });
  const own = toggled.hash === hash ? toggled.open : {};
  const isOpen = (id: string) => own[id] ?? id === target;
  const toggle = (id: string) => setToggled({ hash, open: { ...own, [id]: !isOpen(id) } });

  const ready = !articles.isPending && !pages.isPending;
  useEffect(() => {
    if (!ready || !target) return;
    const section = document.getElementById(target);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [ready, target]);

  const index = [...articles.topics, ...pages.topics];
  return (
    <div className="help">
      {index.length > 0 ? (
        <nav className="help__index" aria-label={t('contents')}>
          <h2 className="help__index-title">{t('contents')}</h2>
          <ul>
            {index.map((topic) => (
              <li key={topic.id}>
                <Link
                  to={{ hash: topic.id }}
                  aria-current={topic.id === target ? 'location' : undefined}
                >
                  {topic.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="help__groups">
        <TopicGroupView
          title={t('help_centre')}
          empty={t('help_empty')}
          group={articles}
          isOpen={isOpen}
          onToggle={toggle}
        />
        <TopicGroupView
          title={t('site_info')}
          empty={t('site_info_empty')}
          group={pages}
          isOpen={isOpen}
          onToggle={toggle}
        />
      </div>
    </div>
  );
}

interface TopicGroupViewProps {
  title: string;
  empty: string;
  group: TopicGroup;
  isOpen: (id: string) => boolean;
  onToggle: (id: string) => void;
}

function TopicGroupView({ title, empty, group, isOpen, onToggle }: TopicGroupViewProps) {
  const { t } = useTranslation();
  return (
    <section className="help__group">
      <h2 className="help__group-title">{title}</h2>
      {group.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="help-section help-section--skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : group.error ? (
        <LoadError error={group.error} onRetry={group.retry} />
      ) : group.topics.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        group.topics.map((topic) => (
          <HelpSection
            key={topic.id}
            topic={topic}
            open={isOpen(topic.id)}
            onToggle={() => onToggle(topic.id)}
          />
        ))
      )}
    </section>
  );
}
