import { useMemo } from 'react';
import { links, useProductCategories, type ProductFamilyType } from '@ferrolink/shared';
import { aboutLinks, solutionColumns, supportLinks, type MenuColumn } from './menu-data';

interface MenuSections {
  products: MenuColumn[];
  productsLoading: boolean;
  solutions: MenuColumn[];
  support: MenuColumn[];
  about: MenuColumn[];
}

/** The four menus of the header, Products built from the API's category tree. */
export function useMenuColumns(): MenuSections {
  const categories = useProductCategories();
  const products = useMemo<MenuColumn[]>(() => {
    const tree = categories.data;
    if (!tree) return [];
    return tree.Category.map((family) => ({
      title: family.EN_Name,
      to: links.productCenter(family.Id as ProductFamilyType),
      links: tree.SubCategory.filter((sub) => sub.Pid === family.Id).map((sub) => ({ label: sub.EN_Name, to: links.productList(sub.Id) })),
    }));
  }, [categories.data]);

  return {
    products,
    productsLoading: categories.isPending,
    solutions: solutionColumns,
    support: [{ title: 'Support', links: supportLinks }],
    about: [{ title: 'About Us', links: aboutLinks }],
  };
}
