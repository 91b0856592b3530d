import { useState } from 'react';
import { DICTIONARY_TYPE, EmptyState, LoadMore, MATERIAL_FILE_TYPE, PAGE_SIZE, Pagination, Skeleton, useIsMobile } from '@ferrolink/shared';
import { FilterSidebar } from '../filters/FilterSidebar';
import { useMaterialCategories } from '../filters/get-material-categories';
import { usePagedMaterials } from '../filters/use-paged-materials';
import { DocumentList } from './DocumentList';
import { useDownload } from './use-download';
import styles from './documents.module.css';

/** Type 1 of /support: Documentation Download (SPEC.md §2): FILTERS with Type checkboxes, the document list, paging of 10. */
export function DocumentsPanel() {
  const isMobile = useIsMobile();
  const [typeIds, setTypeIds] = useState<number[]>([]);
  const types = useMaterialCategories(DICTIONARY_TYPE.document);
  const list = usePagedMaterials({ fileType: MATERIAL_FILE_TYPE.document, typeIds, pageSize: PAGE_SIZE.supportDocuments });
  const { download, pendingId } = useDownload();

  return (
    <div className={styles.layout}>
      <FilterSidebar
        groupLabel="Type"
        options={types.data ?? []}
        selected={typeIds}
        onChange={setTypeIds}
        onReset={() => setTypeIds([])}
        loading={types.isPending}
      />
      <section className={styles.results} aria-label="Documentation Download" aria-busy={list.isFetching}>
        {list.isLoading ? (
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
