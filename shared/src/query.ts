// The server-state API of the whole site (one query cache
// shared by every part of the page), re-exported from @tanstack/react-query.
// Like the router, it lives inside this singleton package instead of being a
// federated package of its own: still one copy and one QueryClient context per
// page, and tree-shaken to what the site uses (10.8 KB gzip instead of 13.2 KB
// for the whole package; docs/architecture.md). Lint forbids importing
// @tanstack/react-query anywhere else.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
  type UseMutationResult,
  type UseInfiniteQueryResult,
  type InfiniteData,
} from '@tanstack/react-query';
