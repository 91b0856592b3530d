import type { Category, Material } from '@ferrolink/shared';
import type { RenderPageOptions } from '@ferrolink/testing';

// What the support API answers in the support page's tests, and where that page is mounted.

/** The support page at /support, with a sign-in page to be sent to and the toast area on screen. */
export const SUPPORT_PAGE: RenderPageOptions = { url: '/support', otherPages: { '/login': 'Sign in page' }, withToaster: true };

export const documentTypes: Category[] = [
  { Id: 70, EN_Name: 'Datasheet', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 71, EN_Name: 'User Manual', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 73, EN_Name: 'Firmware Release Notes', CN_Name: '', ImageUrl: '', Pid: 0 },
];
export const videoCategories: Category[] = [
  { Id: 60, EN_Name: 'Product Introduction', CN_Name: '', ImageUrl: '', Pid: 0 },
  { Id: 63, EN_Name: 'Case Videos', CN_Name: '', ImageUrl: '', Pid: 0 },
];

/** A title longer than every truncation limit, numbered so each item is distinct. */
export function longTitle(index: number): string {
  return `Document ${index} ` + 'FL-MS5008G managed switch firmware and installation reference '.repeat(3);
}

export function makeMaterial(index: number, fileType: 1 | 2): Material {
  return {
    Id: index,
    Title: longTitle(index),
    Summary: `Summary ${index} ` + 'Ring redundancy, PoE budgets and VLAN planning for industrial cabinets. '.repeat(10),
    DictionaryId: fileType === 2 ? 70 : 60,
    DictionaryName: fileType === 2 ? 'Datasheet' : 'Product Introduction',
    AttachmentId: index,
    AttachmentName: `document-${index}.pdf`,
    AttachmentUrl: fileType === 1 ? `/media/support/video-${index}.mp4` : '',
    ImageUrl: fileType === 1 ? `/media/support/video-${index}.jpg` : '',
    ContentType: fileType === 1 ? 'video/mp4' : 'application/pdf',
    FileSize: 3788,
    PublishTime: '2026-03-12T08:00:00.000Z',
    ProductId: null,
    ProductName: 'FL-MS5008G',
    Version: fileType === 2 ? 'V1.4' : '',
  };
}

/** A paged list of `total` materials, answered like Material/GetPageList. */
export function pageOf(total: number, fileType: 1 | 2, params: Record<string, unknown>) {
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.PageSize ?? 10);
  const all = Array.from({ length: total }, (_, index) => makeMaterial(index + 1, fileType));
  return {
    data: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    dataCount: total,
  };
}
