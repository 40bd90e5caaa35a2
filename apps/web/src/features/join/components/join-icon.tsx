import { LineIcon } from '../../../components/ui/line-icon';

/** Line icons of the join page, drawn on a 24 px grid. */
const ICONS = {
  live: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4',
  slots: 'M4 6h13v14H4zM6.5 9h8v5h-8zM9.2 9v5M11.8 9v5M7 17h7M17 9h2.5V5',
  sports:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 8V3.5M15.8 10.8l4.3-1.3M8.2 10.8L3.9 9.5',
  esports:
    'M7 8h10a4 4 0 0 1 4 4l-.6 4.2a2.5 2.5 0 0 1-4.4 1.2L14.5 16h-5L8 17.4a2.5 2.5 0 0 1-4.4-1.2L3 12a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3',
  fish: 'M3 12c3-5 9-6.5 13-3l4-3v12l-4-3c-4 3.5-10 2-13-3zM8.5 11h.01',
  pvp: 'M4 6.5l7-2 3.5 13-7 2zM13 4.6l1.8-.5 6.2 1.7-3.5 13-1.6-.4',
  lottery: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10M7 10.5h4M7 13.5h3',
  bonus:
    'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-4-5-1.5S12 7 12 7zM12 7c1-3 5-4 5-1.5S12 7 12 7z',
  points: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5zM5 21h14',
  cashback:
    'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4M12 8v8M14.5 9.5c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.3 5 3.8 0 1.1-1 2-2.5 2-1.2 0-2.2-.5-2.7-1.3',
  referral: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M18 8v6M15 11h6',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 0 1-3 3h-3',
};
export type JoinIconName = keyof typeof ICONS;

export function JoinIcon({ name }: { name: JoinIconName }) {
  return <LineIcon path={ICONS[name]} size={26} strokeWidth={1.6} />;
}
