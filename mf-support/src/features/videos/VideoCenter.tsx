import { useState } from 'react';
import { DICTIONARY_TYPE, EmptyState, LoadMore, MATERIAL_FILE_TYPE, PAGE_SIZE, Pagination, useIsMobile } from '@ferrolink/shared';
import { FiltersSidebar } from '../filters/FiltersSidebar';
import { useMaterialCategories } from '../filters/get-material-categories';
import { usePagedMaterials } from '../materials/get-materials';
import { FeaturedVideo } from './FeaturedVideo';
import { VideoGrid, VideoGridSkeleton } from './VideoGrid';
import layout from '../materials/material-layout.module.css';

/** Type 2 of /support, the Video Center: featured video, filter sidebar, grid of videos, paging of 9. */
export function VideoCenter() {
  const isMobile = useIsMobile();
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const categories = useMaterialCategories(DICTIONARY_TYPE.video);
  const list = usePagedMaterials({ fileType: MATERIAL_FILE_TYPE.video, typeIds: categoryIds, pageSize: PAGE_SIZE.videos });

  return (
    <div>
      <FeaturedVideo />
      <div className={layout.layout}>
        <FiltersSidebar
          groupLabel="Category"
          options={categories.data ?? []}
          selected={categoryIds}
          onChange={setCategoryIds}
          onReset={() => setCategoryIds([])}
          loading={categories.isPending}
        />
        <section className={layout.results} aria-label="Video Center" aria-busy={list.isFetching}>
          {list.isPending ? (
            <VideoGridSkeleton count={PAGE_SIZE.videos} />
          ) : list.isError ? (
            <EmptyState>The videos could not be loaded. Please try again in a moment.</EmptyState>
          ) : list.items.length === 0 ? (
            <EmptyState>No videos match these filters.</EmptyState>
          ) : (
            <VideoGrid items={list.items} />
          )}
          {isMobile ? (
            <LoadMore
              page={list.page}
              pageCount={list.pageCount}
              itemCount={list.items.length}
              loading={list.isFetching}
              onLoadMore={list.loadMore}
            />
          ) : (
            <Pagination page={list.page} pageCount={list.pageCount} onPageChange={list.goToPage} label="Video pages" />
          )}
        </section>
      </div>
    </div>
  );
}
