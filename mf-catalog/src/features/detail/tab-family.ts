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

/** The detail tabs of each family; the labels are shown word for word. */
export const FAMILY_TABS: Record<TabFamily, DetailTab[]> = {
  1: [
    { key: 'introduce', label: 'Introduce', field: 'Introduce' },
    { key: 'specifications', label: 'Specifications', field: 'Specifications' },
    { key: 'ordering', label: 'Ordering Information', field: 'OrderingInformation' },
  ],
  2: [
    { key: 'description', label: 'Description', field: 'Description' },
    { key: 'ordering', label: 'Ordering Information', field: 'OrderingInformation' },
  ],
  3: [
    { key: 'introduce', label: 'Introduce', field: 'Introduce' },
    { key: 'installation', label: 'Installation Requirement', field: 'InstallationRequirement' },
    { key: 'ordering', label: 'Ordering Information', field: 'OrderingInformation' },
  ],
  4: [
    { key: 'introduce', label: 'Introduce', field: 'Introduce' },
    { key: 'output', label: 'OutputCapability', field: 'OutputCapability' },
    { key: 'derating', label: 'DeratingCurve', field: 'DeratingCurve' },
    { key: 'ordering', label: 'Ordering Information', field: 'OrderingInformation' },
  ],
};
