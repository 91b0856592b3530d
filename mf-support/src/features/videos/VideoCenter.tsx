import { useState } from 'react';
import { DICTIONARY_TYPE, EmptyState, MATERIAL_FILE_TYPE, PAGE_SIZE } from '@ferrolink/shared';
import { useMaterialCategories } from '../filters/get-material-categories';
import { usePagedMaterials } from '../materials/get-materials';
import { MaterialBrowser } from '../materials/MaterialBrowser';
import { FeaturedVideo } from './FeaturedVideo';
import { VideoGrid, VideoGridSkeleton } from './VideoGrid';

/** Type 2 of /support, the Video Center: featured video, filter sidebar, grid of videos, paging of 9. */
export function VideoCenter() {
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const categories = useMaterialCategories(DICTIONARY_TYPE.video);
  const list = usePagedMaterials({ fileType: MATERIAL_FILE_TYPE.video, typeIds: categoryIds, pageSize: PAGE_SIZE.videos });

  return (
    <div>
      <FeaturedVideo />
      <MaterialBrowser
        filterLabel="Category"
        filterOptions={categories.data}
        filtersLoading={categories.isPending}
        checkedIds={categoryIds}
        onFilterChange={setCategoryIds}
        resultsLabel="Video Center"
        pagesLabel="Video pages"
        list={list}
        onPageChange={list.goToPage}
      >
        {list.isPending ? (
          <VideoGridSkeleton count={PAGE_SIZE.videos} />
        ) : list.isError ? (
          <EmptyState>The videos could not be loaded. Please try again in a moment.</EmptyState>
        ) : list.items.length === 0 ? (
          <EmptyState>No videos match these filters.</EmptyState>
        ) : (
          <VideoGrid items={list.items} />
        )}
      </MaterialBrowser>
    </div>
  );
}
