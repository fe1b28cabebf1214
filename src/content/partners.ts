/**
 * Partners and resources (/partners): the public documents the newsroom shares with community
 * partners, and the page copy. Editors replace document URLs here; each must be an https URL of a
 * public document.
 */
export interface PartnerDocument {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Who publishes the document, stated neutrally. */
  readonly publisher: string;
  /** The shared document itself (opened by the "Open" link). */
  readonly url: string;
  /** What the embedded preview loads. */
  readonly previewUrl: string;
}

export interface PartnerFeature {
  readonly title: string;
  readonly body: string;
}

/** Google Docs' public viewer renders a PDF inside an iframe, where browsers won't show PDFs in a sandbox. */
function viewer(url: string): string {
  return `https://docs.google.com/viewer?url=${encodeURIComponent(url)}&embedded=true`;
}

function doc(input: Omit<PartnerDocument, 'previewUrl'>): PartnerDocument {
  return { ...input, previewUrl: viewer(input.url) };
}

export const partnersPage = {
  title: 'Partners and Resources',
  description:
    'Civic guides we share with libraries, schools and community groups across Michigan: how laws are made, the state constitution, and renters’ and landlords’ rights.',
  intro:
    'We work with libraries, teachers and community organizations to help Michigan residents take part in public life. These public documents are the ones partners ask for most often. Preview them here, open them in full, or download the list to share.',
  downloadFileName: 'civic-ledger-resources.txt',
};

export const partnerDocuments: readonly PartnerDocument[] = [
  doc({
    id: 'how-a-bill-becomes-law',
    title: 'How a Bill Becomes Law in Michigan',
    description:
      'A short guide to the legislative process in Michigan, from a bill’s introduction through committee, floor votes in both chambers and the governor’s action. Useful for classes, civic workshops and anyone following a bill.',
    publisher: 'Published on the Michigan Legislature’s website',
    url: 'https://legislature.mi.gov/documents/publications/HowBillBecomesLaw.pdf',
  }),
  doc({
    id: 'michigan-constitution',
    title: 'Constitution of the State of Michigan',
    description:
      'The full text of Michigan’s constitution, including the amendments approved by voters. It sets out residents’ rights and the powers of the Legislature, the governor, the courts and local governments.',
    publisher: 'Published on the Michigan Legislature’s website',
    url: 'https://www.legislature.mi.gov/documents/publications/Constitution.pdf',
  }),
  doc({
    id: 'tenants-and-landlords',
    title: 'Tenants and Landlords: A Practical Guide',
    description:
      'A plain-language guide to renting in Michigan: leases, security deposits, repairs, and the steps and timelines in an eviction case. Partners use it in tenant workshops and housing clinics.',
    publisher: 'Published on the Michigan Legislature’s website',
    url: 'https://www.legislature.mi.gov/Publications/tenantlandlord.pdf',
  }),
];

export const partnerFeatures: readonly PartnerFeature[] = [
  {
    title: 'Free to share',
    body: 'Every resource on this page is a public document. Print it, link to it or hand it out at a meeting; no sign-up is needed.',
  },
  {
    title: 'Chosen for everyday questions',
    body: 'We pick documents that answer the questions readers ask us most: how laws are made, what rights residents have, and how renting works.',
  },
  {
    title: 'Workshops on request',
    body: 'Libraries, schools and community groups can ask our newsroom to lead a session on following state government or requesting public records.',
  },
];
