import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../api/content';
import { systemQueries } from '../../../api/system';

/** One section of the help page: its anchor (/help#terms), title and operator HTML. */
export interface HelpTopic {
  id: string;
  title: string;
  content: string;
}

export interface TopicGroup {
  topics: HelpTopic[];
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

const anchor = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-');

/** The help centre articles and the footer pages (about, terms ...) as anchored topics. */
export function useHelpTopics(): { articles: TopicGroup; pages: TopicGroup } {
  const help = useQuery(contentQueries.helpCentre());
  const menu = useQuery(systemQueries.whitelabelMenu());
  // The footer pages' anchors are fixed (#terms ...); an article never takes one of them.
  const pageIds = new Set(menu.data?.menus.map((m) => anchor(m.code)) ?? []);
  return {
    articles: {
      topics:
        help.data?.list.map((item) => {
          const id = anchor(item.code) || item.id;
          return {
            id: pageIds.has(id) ? `help-${id}` : id,
            title: item.title,
            content: item.content,
          };
        }) ?? [],
      isPending: help.isPending,
      error: help.error,
      retry: () => void help.refetch(),
    },
    pages: {
      topics:
        menu.data?.menus.map((m) => ({ id: anchor(m.code), title: m.title, content: m.content })) ??
        [],
      isPending: menu.isPending,
      error: menu.error,
      retry: () => void menu.refetch(),
    },
  };
}
