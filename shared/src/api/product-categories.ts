import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { DICTIONARY_TYPE } from '../constants';
import type { CategoryTree } from '../types';
import { FIRST_READS } from '@ferrolink/api/contracts/first-reads';
import { apiGet } from './client';
import { firstReadReply } from './page-data';

/** The product families and their sub categories change when the catalogue does: kept for ten minutes. */
const PRODUCT_CATEGORIES_STALE_MS = 10 * 60_000;

/** GET Dictionary/GetCategoryByType, type 1: the product families and their sub categories. */
export function getProductCategories(signal?: AbortSignal): Promise<CategoryTree> {
  const read = FIRST_READS.productCategories();
  return apiGet<CategoryTree>(read.path, read.params, signal);
}

/**
 * The product category tree under one cache key for the whole page: the shell's Products menu and footer and the
 * catalogue's Product Center read the same entry, so the API is asked once, whichever mounts first.
 */
export function useProductCategories(): UseQueryResult<CategoryTree> {
  return useQuery({
    queryKey: ['dictionary', DICTIONARY_TYPE.product],
    queryFn: ({ signal }) => getProductCategories(signal),
    initialData: () => firstReadReply<CategoryTree>(FIRST_READS.productCategories()),
    staleTime: PRODUCT_CATEGORIES_STALE_MS,
  });
}
