import type { ProductDetail } from '@ferrolink/shared';

export type TabFamily = 1 | 2 | 3 | 4;

/** FrontCategoryValue1 not 4 gives family 1; otherwise FrontCategoryValue2 of 1, 2, 3 gives family 2, 3, 4. Anything else under 4 falls back to family 1, whose tabs every product has. */
export function tabFamily(frontCategoryValue1: number, frontCategoryValue2: number): TabFamily {
  if (frontCategoryValue1 !== 4) return 1;
  if (frontCategoryValue2 === 1) return 2;
  if (frontCategoryValue2 === 2) return 3;
  if (frontCategoryValue2 === 3) return 4;
  return 1;
}

export interface DetailTab {
  key: string;
  label: string;
  field: keyof Pick<
    ProductDetail,
    'Introduce' | 'Specifications' | 'OrderingInformation' | 'Description' | 'InstallationRequirement' | 'OutputCapability' | 'DeratingCurve'
  >;
}

/** Each detail tab once; a family's tabs are picked from these. The labels are shown word for word. */
const TABS = {
  introduce: { key: 'introduce', label: 'Introduce', field: 'Introduce' },
  specifications: { key: 'specifications', label: 'Specifications', field: 'Specifications' },
  description: { key: 'description', label: 'Description', field: 'Description' },
  installation: { key: 'installation', label: 'Installation Requirement', field: 'InstallationRequirement' },
  output: { key: 'output', label: 'OutputCapability', field: 'OutputCapability' },
  derating: { key: 'derating', label: 'DeratingCurve', field: 'DeratingCurve' },
  ordering: { key: 'ordering', label: 'Ordering Information', field: 'OrderingInformation' },
} as const satisfies Record<string, DetailTab>;

/** The detail tabs of each family, in the order they are shown. */
export const FAMILY_TABS: Record<TabFamily, DetailTab[]> = {
  1: [TABS.introduce, TABS.specifications, TABS.ordering],
  2: [TABS.description, TABS.ordering],
  3: [TABS.introduce, TABS.installation, TABS.ordering],
  4: [TABS.introduce, TABS.output, TABS.derating, TABS.ordering],
};
