import { startTransition, useEffect, useOptimistic, useRef } from 'react';
import {
  DICTIONARY_TYPE,
  EmptyState,
  KEEP_SCROLL,
  MATERIAL_FILE_TYPE,
  PAGE_SIZE,
  readIntParam,
  Skeleton,
  useIsMobile,
  useIsSignedIn,
  useSearchParams,
  useSignedDownload,
} from '@ferrolink/shared';
import { useMaterialCategories } from '../filters/get-material-categories';
import { usePagedMaterials } from '../materials/get-materials';
import { MaterialBrowser } from '../materials/MaterialBrowser';
import { DocumentList } from './DocumentList';
import { DocumentSearch } from './DocumentSearch';
import {
  DOCUMENT_PAGE_PARAM,
  readDocumentKeyword,
  readDocumentTypeIds,
  withDocumentKeyword,
  withDocumentPage,
  withDocumentTypes,
} from './document-address';
import styles from './documents-panel.module.css';

/**
 * Type 1 of /support, Documentation Download: FILTERS with Type checkboxes, a search box, the document list, paging of
 * 10. The keyword, the checked types and the desktop's page live in the address (document-address.ts): each change is
 * a new history entry, so Back undoes it, and a link or a reload opens the same list.
 */
export function DocumentsPanel() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const types = useMaterialCategories(DICTIONARY_TYPE.document);
  // Until the types are known every id that reads as one counts; then an id of no type (an old or edited link) is dropped.
  const typeIds = readDocumentTypeIds(
    params,
    types.data?.map((type) => type.Id),
  );
  const { keyword, cut: keywordCut } = readDocumentKeyword(params);
  // A phone appends pages with Load More and always opens on the first.
  const addressPage = isMobile ? undefined : readIntParam(params.get(DOCUMENT_PAGE_PARAM), 1);
  const list = usePagedMaterials({ fileType: MATERIAL_FILE_TYPE.document, typeIds, keyword, pageSize: PAGE_SIZE.supportDocuments }, addressPage);
  const { download, pendingId } = useSignedDownload();
  const signedIn = useIsSignedIn();

  // The router moves to a new address in a transition, during which the address still names the old types: the boxes
  // show the visitor's choice at once (a checkbox that flicked back would read as a click not taken).
  const [checkedTypeIds, showCheckedTypeIds] = useOptimistic(typeIds);
  // A filter or page change of the same page: the visitor stays where they are, as with the tabs.
  const chooseTypes = (next: number[]) =>
    startTransition(() => {
      showCheckedTypeIds(next);
      setParams((current) => withDocumentTypes(current, next), { state: KEEP_SCROLL });
    });
  const choosePage = (next: number) => setParams((current) => withDocumentPage(current, next), { state: KEEP_SCROLL });
  const search = (next: string) => setParams((current) => withDocumentKeyword(current, next), { state: KEEP_SCROLL });
  const searchInput = useRef<HTMLInputElement>(null);
  // Clear search goes away with the search: focus moves to the emptied box, ready for new words, not to the page's top.
  const clearSearch = (
    <button
      type="button"
      className={styles.clear}
      onClick={() => {
        search('');
        searchInput.current?.focus();
      }}
    >
      Clear search
    </button>
  );

  // A page past the end (an old link, fewer documents now): the last page instead of an empty list, in place of the address.
  const { pageCount, isPlaceholderData, current } = list;
  useEffect(() => {
    if (addressPage === undefined || !current || isPlaceholderData || pageCount === 0 || addressPage <= pageCount) return;
    setParams((latest) => withDocumentPage(latest, pageCount), { replace: true, state: KEEP_SCROLL });
  }, [addressPage, current, isPlaceholderData, pageCount, setParams]);

  // A phone stacks the filters above the list: the search box goes first there, where an engineer looking for one
  // model's manual starts; a desktop shows it at the head of the list, beside the filters.
  const searchBox = <DocumentSearch keyword={keyword} cut={keywordCut} onSearch={search} inputRef={searchInput} />;

  return (
    <>
      {isMobile ? searchBox : null}
      <MaterialBrowser
        filterLabel="Type"
        filterOptions={types.data}
        filtersLoading={types.isPending}
        checkedIds={checkedTypeIds}
        onFilterChange={chooseTypes}
        resultsLabel="Documentation Download"
        pagesLabel="Document pages"
        list={list}
        onPageChange={choosePage}
      >
        {isMobile ? null : searchBox}
        {list.isPending ? (
          <Skeleton lines={6} label="Loading documents" />
        ) : list.isError ? (
          <EmptyState>The documents could not be loaded. Please try again in a moment.</EmptyState>
        ) : list.items.length === 0 && keyword !== '' ? (
          <div className={`fl-empty ${styles.empty}`}>
            <p className={styles.emptyTitle} role="status">
              No documents match <span className={styles.keyword}>“{keyword}”</span>
              {typeIds.length > 0 ? ' in the checked types' : ''}.
            </p>
            <p>Try a product model such as FL-MS5008G, a product name or a word of a document&rsquo;s title.</p>
            {clearSearch}
          </div>
        ) : list.items.length === 0 ? (
          <EmptyState>No documents match these filters.</EmptyState>
        ) : (
          <>
            <div className={styles.summary}>
              <p className={styles.count} role="status">
                {list.dataCount} {list.dataCount === 1 ? 'document' : 'documents'}
                {keyword !== '' ? (
                  <>
                    {' '}
                    {list.dataCount === 1 ? 'matches' : 'match'} <span className={styles.keyword}>“{keyword}”</span>
                  </>
                ) : null}
              </p>
              {keyword !== '' ? clearSearch : null}
            </div>
            <DocumentList
              items={list.items}
              signedIn={signedIn}
              pendingId={pendingId}
              onDownload={(item) => download(item.AttachmentId, item.Title)}
            />
          </>
        )}
      </MaterialBrowser>
    </>
  );
}
