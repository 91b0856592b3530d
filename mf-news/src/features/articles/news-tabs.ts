import { NEWS_CATEGORIES, PAGE_SIZE, TRUNCATE } from '@ferrolink/shared';

export interface NewsTab {
  /** 0 is every category. */
  dictionaryId: number;
  label: string;
}

/** The news list tabs, in order. */
export const NEWS_TABS: readonly NewsTab[] = [
  { dictionaryId: 0, label: 'Total news' },
  ...NEWS_CATEGORIES.map((category) => ({
    dictionaryId: category.id,
    label: category.name === 'Classic Case' ? 'Classic case' : category.name,
  })),
];

/** News titles are cut at 100 characters, 88 on the Total news tab. */
export function newsTitleLimit(dictionaryId: number): number {
  return dictionaryId === 0 ? TRUNCATE.newsTitleTotal : TRUNCATE.newsTitle;
}

export const NEWS_PAGE_SIZE = PAGE_SIZE.news;
