import { useState } from 'react';
import {
  DICTIONARY_TYPE,
  EmptyState,
  LoadMore,
  MATERIAL_FILE_TYPE,
  PAGE_SIZE,
  Pagination,
  Skeleton,
  useIsMobile,
  useSignedDownload,
} from '@ferrolink/shared';
import { FiltersSidebar } from '../filters/FiltersSidebar';
import { useMaterialCategories } from '../filters/get-material-categories';
import { usePagedMaterials } from '../materials/get-materials';
import { DocumentList } from './DocumentList';
import layout from '../materials/material-layout.module.css';
import styles from './documents-panel.module.css';

/** Type 1 of /support, Documentation Download: FILTERS with Type checkboxes, the document list, paging of 10. */
export function DocumentsPanel() {
  const isMobile = useIsMobile();
  const [typeIds, setTypeIds] = useState<number[]>([]);
  const types = useMaterialCategories(DICTIONARY_TYPE.document);
  const list = usePagedMaterials({ fileType: MATERIAL_FILE_TYPE.document, typeIds, pageSize: PAGE_SIZE.supportDocuments });
  const { download, pendingId } = useSignedDownload();

  return (
    <div className={layout.layout}>
      <FiltersSidebar
        groupLabel="Type"
        options={types.data ?? []}
        selected={typeIds}
        onChange={setTypeIds}
        onReset={() => setTypeIds([])}
        loading={types.isPending}
      />
      <section className={layout.results} aria-label="Documentation Download" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton lines={6} label="Loading documents" />
        ) : list.isError ? (
          <EmptyState>The documents could not be loaded. Please try again in a moment.</EmptyState>
        ) : list.items.length === 0 ? (
          <EmptyState>No documents match these filters.</EmptyState>
        ) : (
          <>
            <p className={styles.count}>
              {list.dataCount} {list.dataCount === 1 ? 'document' : 'documents'}
            </p>
            <DocumentList items={list.items} pendingId={pendingId} onDownload={(item) => download(item.AttachmentId, item.Title)} />
          </>
        )}
        {isMobile ? (
          <LoadMore page={list.page} pageCount={list.pageCount} itemCount={list.items.length} loading={list.isFetching} onLoadMore={list.loadMore} />
        ) : (
          <Pagination page={list.page} pageCount={list.pageCount} onPageChange={list.goToPage} label="Document pages" />
        )}
      </section>
    </div>
  );
}
