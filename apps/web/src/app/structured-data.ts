import { openingRuns, SITE_NAME, type PublicSettings } from '@sme/domain';

/** schema.org data for search engines (JSON-LD): who the business is, and on a post what the post is. */
export type StructuredData = Record<string, unknown>;

/** An address of the form "street, town POSTCODE" split into its parts; anything else stays one street line. */
function postalAddress(address: string): StructuredData {
  const parts = /^(.+),\s*([^,]+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    ...(parts
      ? { streetAddress: parts[1], addressLocality: parts[2], postalCode: parts[3]!.toUpperCase() }
      : { streetAddress: address }),
    addressCountry: 'GB',
  };
}

/** The business as the footer and the Contact page show it: on every page. */
export function organisation(settings: PublicSettings, image: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${settings.publicUrl}/#organisation`,
    name: SITE_NAME,
    url: `${settings.publicUrl}/`,
    logo: `${settings.publicUrl}/favicon.svg`,
    image,
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings.address),
    openingHoursSpecification: openingRuns(settings.officeWeek).map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    })),
    sameAs: settings.social.map((channel) => channel.url),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** Absolute URL of the post's own image. */
  image: string;
  /** Absolute URL of the post. */
  url: string;
  published: string;
  modified: string;
}

/** A blog post, published by the business. */
export function blogPosting(settings: PublicSettings, article: ArticleFacts): StructuredData {
  const business = { '@type': 'Organization', '@id': `${settings.publicUrl}/#organisation`, name: SITE_NAME };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    image: article.image,
    datePublished: article.published,
    dateModified: article.modified,
    author: business,
    publisher: { ...business, logo: { '@type': 'ImageObject', url: `${settings.publicUrl}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
  };
}

/** Home › Blog › the post. */
export function breadcrumbs(trail: { name: string; url: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON safe inside a <script> element: a post's text can never close it. */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
