import type { Announcements, Notice } from '@site/contract';

/** Player notices (type PL) numbered 1..count, newest first, as the platform pages them. */
export function playerNotices(count: number): Notice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    type: 'PL',
    title: `Pengumuman ${i + 1}`,
    content: `<p>Isi pengumuman ${i + 1}</p><script>window.hacked = true</script>`,
    imageUrl: null,
    linkUrl: null,
    publishedAt: new Date(Date.UTC(2025, 2, 30 - i, 8)).toISOString(),
  }));
}

/** The announcements answer for one page of `all`, 9 per page. */
export function noticePage(all: Notice[], pageNo: number, pageSize = 9): Announcements {
  return {
    player: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    playerPage: {
      pageNum: pageNo,
      pageSize,
      totalCount: all.length,
      totalPages: Math.ceil(all.length / pageSize),
    },
    banners: [],
    popup: [],
    promotion: [],
    headline: [],
  };
}
