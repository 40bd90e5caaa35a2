import { LineIcon } from '../../../components/ui/line-icon';
/** Line icons of the shell, drawn on a 24 px grid in the current text colour. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  home: 'M3 11 12 4l9 7M6 10v10h12V10',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 4 6 4 9s-1 6-4 9c-3-3-4-6-4-9s1-6 4-9z',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1-2 2-5 2',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H4zM4 7l12-3v3M16 13h2',
  withdraw: 'M4 7h16v10H4zM12 10v4M9 12h6',
  refresh: 'M20 12a8 8 0 1 1-3-6.2M20 4v5h-5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c6 0 10 6 10 6a16 16 0 0 1-3 3.5M6.6 6.6C3.9 8.3 2 12 2 12s4 6 10 6c1.6 0 3-.4 4.3-1',
  userPlus: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  message: 'M4 5h16v11H9l-5 4z',
  cashback:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15 9h-4a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3H9M12 7v2M12 15v2',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 21h8M9 17h6',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  chat: 'M21 12a8 8 0 0 1-12 7l-5 1 1-4a8 8 0 1 1 16-4z',
  send: 'M21 3 3 11l7 3 3 7zM10 14l11-11',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 19h2',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  back: 'M15 5l-7 7 7 7',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M7 10l5 5 5-5',
  close: 'M6 6l12 12M18 6L6 18',
  contacts: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12h.01M12 12h.01M16 12h.01',
  live: 'M4 5h16v11H4zM8 20h8M12 16v4M10 8.5v4l3.5-2z',
  slots: 'M4 4h16v16H4zM9 4v16M15 4v16M6 12h1M11.5 12h1M17 12h1',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M7 20l2.5-5.5M17 20l-2.5-5.5',
  esports:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.5 1.7L15 14H9l-1.5 1.7A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 10v3M5.5 11.5h3M16 11h.01M18 13h.01',
  fish: 'M3 12c3-5 9-6 14-2l4-3v10l-4-3c-5 4-11 3-14-2zM15 11h.01',
  cards:
    'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM12 9l2 3-2 3-2-3z',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  // One look per app, so the right bar never shows two identical download links.
  apple:
    'M12 7.5c-1.5-1-5-1.5-6.4 1.5-1.3 2.8-.4 7.2 1.9 9.9 1.2 1.4 2.5 1.6 4.5.7 2 .9 3.3.7 4.5-.7 1.2-1.4 2-3.2 2.4-4.6-2.2-1-2.6-4.3-.4-5.8-1.6-2-4.5-2-6.5-1zM12 7.5c0-2 1-3.6 3-4.5',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  android:
    'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM8 3l1.5 2.5M16 3l-1.5 2.5M10 7h.01M14 7h.01M4 11v5M20 11v5M10 19v3M14 19v3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <LineIcon className="icon" path={PATHS[name]} size={size} />;
}
