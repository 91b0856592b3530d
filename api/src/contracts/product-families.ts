// The product families, the `type` of /productCenter (1 to 4), named once: the Product Center shows the name, and
// the server writes the same name into the page's title and structured data.
// Pure: no imports, so the browser bundles it as it is.

export const PRODUCT_FAMILIES = [
  { type: 1, name: 'Industrial Switch' },
  { type: 2, name: 'Industrial Device Connectivity' },
  { type: 3, name: 'Industrial Wireless' },
  { type: 4, name: 'Software and Accessories' },
] as const;
