import { createContext, useContext, type ComponentType } from 'react';

/**
 * How a section's mount starts, where the page was rendered on the server:
 * - `{ Component }`: drawn ready with this component (on the server, the section's server build);
 * - 'loading': drawn as the loading skeleton, the browser loads and mounts it as usual;
 * - undefined: the browser's own way (ready if its early load is, else loading).
 */
export type SectionStart = { Component: ComponentType<Record<string, unknown>> } | 'loading' | undefined;

/** The start of the mount of one module, by its key (`mf_catalog/ProductListPage`). */
export type SectionPlan = (moduleKey: string) => SectionStart;

const SectionPlanContext = createContext<SectionPlan | undefined>(undefined);

export const SectionPlanProvider = SectionPlanContext.Provider;

/** The plan of the page being rendered; undefined on a page drawn in the browser alone. */
export function useSectionPlan(): SectionPlan | undefined {
  return useContext(SectionPlanContext);
}
