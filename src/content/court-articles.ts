/**
 * The blog's two static court articles, which take precedence over the service's /blog/:slug
 * route. Explanatory writing about confidentiality in Michigan family and child-protective cases;
 * no real case, party or private person is named or described.
 */

/** A run of text, or an internal link. */
export type Inline = string | { readonly text: string; readonly to: string };

interface ArticleSection {
  readonly heading: string;
  /** Paragraphs, each a list of inline runs. */
  readonly paragraphs: readonly (readonly Inline[])[];
  /** Optional bullet list after the paragraphs. */
  readonly list?: readonly string[];
}

export interface CourtArticle {
  readonly slug: string;
  /** Label of the card on /blog. */
  readonly label: 'Featured Article' | 'Latest Update';
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** ISO dates. */
  readonly datePublished: string;
  readonly dateModified: string;
  readonly image: { readonly src: string; readonly alt: string; readonly caption: string };
  /** Second illustration, shown mid-article. */
  readonly secondImage: { readonly src: string; readonly alt: string; readonly caption: string };
  readonly standfirst: string;
  readonly sections: readonly ArticleSection[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
  readonly related: readonly { readonly label: string; readonly to: string }[];
}

/** The site's pages for the articles' family-courts and child-protection-laws links. */
export const COURT_LINKS = {
  familyCourts: '/justice-watch',
  childProtectionLaws: '/partners',
} as const;

export const courtGagOrderArticle: CourtArticle = {
  slug: 'michigan-court-gag-order-child-abuse',
  label: 'Featured Article',
  title: 'Gag Orders in Michigan Child-Abuse and Family Cases: What They Cover and What the Public Can Still Follow',
  description:
    'An explainer on how Michigan judges limit what parties and lawyers may say in family and child-protective cases, why they do it, and which parts of a case stay open to the public.',
  keywords: ['Michigan gag order', 'child abuse case Michigan', 'family court Michigan', 'court records', 'First Amendment'],
  datePublished: '2026-10-20T13:00:00Z',
  dateModified: '2026-11-16T13:00:00Z',
  image: {
    src: '/images/blog/courthouse-gag-order.svg',
    alt: 'Illustration of a courthouse facade with a closed folder and a gavel in front of it',
    caption: 'Gag orders limit what participants may say about a case. They rarely close the courthouse doors.',
  },
  secondImage: {
    src: '/images/blog/court-records.svg',
    alt: 'Illustration of a court docket sheet with some lines blacked out',
    caption: 'Dockets usually stay public even when parts of the file are kept confidential.',
  },
  standfirst:
    'When a case involves a child, Michigan judges have several tools to protect privacy. A gag order is the most talked-about and the most misunderstood. Here is what such an order usually does, what it cannot do, and how readers can keep following a case responsibly.',
  sections: [
    {
      heading: 'What a gag order is',
      paragraphs: [
        [
          'A gag order is a court order that limits what people connected to a case may say about it outside the courtroom. In family and child-protective matters it usually reaches the parties, their lawyers, and sometimes caseworkers or witnesses. It may bar them from discussing evidence, posting about the case on social media, or identifying a child.',
        ],
        [
          'The order restricts speech by participants. It does not, on its own, seal the court file, close hearings, or forbid news organizations from reporting what happens in open court. Those are separate decisions with separate legal standards, and a reader who sees the words "gag order" should not assume all of them have been made.',
        ],
      ],
    },
    {
      heading: 'Why judges issue them in cases involving children',
      paragraphs: [
        [
          'Judges in the family division of ',
          { text: 'Michigan’s circuit courts', to: COURT_LINKS.familyCourts },
          ' most often point to three concerns: protecting a child’s privacy and recovery, keeping a possible jury pool from being shaped by one side’s account, and preventing pressure on witnesses. In a custody dispute that includes abuse allegations, a judge may also worry that public statements will harden the conflict between parents.',
        ],
        [
          'Because a gag order restricts speech before it happens, courts treat it as a serious step. Judges are generally expected to explain why the order is needed, why narrower measures would not work, and to keep its reach no wider than necessary. Orders that are vague or that sweep in people with no role in the case are the ones most often challenged.',
        ],
      ],
    },
    {
      heading: 'What usually stays public',
      paragraphs: [
        [
          'Michigan is among the states where many child-protective hearings are open to the public by default, although a judge can close a hearing, or part of one, to protect a child. Even when a gag order is in place, the following are often still available to anyone who asks:',
        ],
      ],
      list: [
        'The docket or register of actions: case number, judge, hearing dates and the titles of filings.',
        'Hearings held in open court, and the judge’s rulings announced from the bench.',
        'The gag order itself, which is normally a public filing even when it limits speech.',
        'Decisions of the Michigan Court of Appeals and the Michigan Supreme Court, which are published online; appellate opinions in child-protective cases use initials instead of names.',
      ],
    },
    {
      heading: 'What is usually kept confidential',
      paragraphs: [
        [
          'Records such as case-service plans, psychological evaluations, medical records and reports from child protective services are typically confidential by statute or court rule. Children’s names are protected, and many parts of juvenile files can be inspected only by the people involved. Our overview of ',
          { text: 'child protection laws and resources', to: COURT_LINKS.childProtectionLaws },
          ' lists where families and advocates can find the governing rules.',
        ],
      ],
    },
    {
      heading: 'How gag orders are challenged',
      paragraphs: [
        [
          'A party who believes an order is too broad can ask the trial judge to modify or lift it, and can appeal. News organizations sometimes ask to be heard as well, arguing that the public has an interest in how courts handle cases involving public agencies. Courts weigh those requests against the child’s interests, and outcomes vary with the facts.',
        ],
        [
          'Violating a gag order can lead to contempt of court, which may carry fines or jail time. That is one reason lawyers and parties often go quiet entirely once an order is entered, even about matters the order may not actually cover.',
        ],
      ],
    },
    {
      heading: 'How we report on these cases',
      paragraphs: [
        [
          'We do not name children or identify them indirectly, and we do not publish material from confidential records. We report what happens in open court, what is in public filings, and how public agencies carry out their duties. When a case is under a gag order, we say so, and we explain that silence from the parties is required by the court rather than a sign of anything else.',
        ],
        [
          'For ongoing coverage of courts across the state, see our ',
          { text: 'Justice Watch section', to: COURT_LINKS.familyCourts },
          ', and read our ',
          { text: 'court case update', to: '/blog/michigan-court-case-update' },
          ' for how we follow a case after an order is entered.',
        ],
      ],
    },
  ],
  faq: [
    {
      question: 'Does a gag order mean the case is secret?',
      answer:
        'No. A gag order limits what participants may say outside court. Whether hearings are open and which records are public are separate questions, and in Michigan many child-protective hearings are open unless a judge closes them.',
    },
    {
      question: 'Can a gag order stop the news media from reporting?',
      answer:
        'Orders that directly forbid the press from publishing lawfully obtained information face a very high constitutional bar and are rare. Most gag orders bind the parties and lawyers, not reporters.',
    },
    {
      question: 'How can I find out whether a gag order exists in a case?',
      answer:
        'Check the case docket or register of actions at the clerk’s office of the court handling the case. Orders are usually listed there by title and date.',
    },
    {
      question: 'Who can ask to lift or change a gag order?',
      answer:
        'The parties can ask the judge to modify or dissolve it and can appeal. Others with an interest, including news organizations, sometimes ask to be heard; the judge decides whether to allow it.',
    },
    {
      question: 'Why won’t a parent or lawyer comment on a case I am following?',
      answer:
        'If an order is in place, speaking could expose them to contempt of court. Their silence is required by the court and should not be read as an admission of anything.',
    },
  ],
  related: [
    { label: 'Court case update: following a case under a gag order', to: '/blog/michigan-court-case-update' },
    { label: 'Justice Watch: courts and public safety', to: COURT_LINKS.familyCourts },
    { label: 'Resources on child protection laws', to: COURT_LINKS.childProtectionLaws },
    { label: 'Frequently asked questions', to: '/faq' },
  ],
};

export const courtCaseUpdateArticle: CourtArticle = {
  slug: 'michigan-court-case-update',
  label: 'Latest Update',
  title: 'Court Case Update: How We Follow a Michigan Family Court Case After a Gag Order',
  description:
    'What happens in a Michigan family or child-protective case after a judge limits public statements, which milestones the public can still see, and how our newsroom reports updates.',
  keywords: ['Michigan court case update', 'family court hearing Michigan', 'court docket Michigan', 'child protective proceedings'],
  datePublished: '2026-11-12T13:00:00Z',
  dateModified: '2026-11-19T13:00:00Z',
  image: {
    src: '/images/blog/court-calendar.svg',
    alt: 'Illustration of a calendar with hearing dates circled next to a courthouse',
    caption: 'Hearing dates on the docket are often the most reliable public signal that a case is moving.',
  },
  secondImage: {
    src: '/images/blog/court-records.svg',
    alt: 'Illustration of a court docket sheet with some lines blacked out',
    caption: 'Filings are listed by title and date even when their contents are confidential.',
  },
  standfirst:
    'Readers often ask us for an update on a court case after the people involved stop talking. This guide explains the stages a Michigan family or child-protective case usually moves through, what can be reported at each stage, and how we decide when there is news.',
  sections: [
    {
      heading: 'Why updates slow down after a gag order',
      paragraphs: [
        [
          'Once a judge limits what parties and lawyers may say, the usual sources of news, such as interviews, statements and social media posts, fall silent. The case keeps moving, but the public record becomes the main way to follow it. Our explainer on ',
          { text: 'how gag orders work in Michigan', to: '/blog/michigan-court-gag-order-child-abuse' },
          ' covers what such an order does and does not restrict.',
        ],
      ],
    },
    {
      heading: 'The stages of a child-protective case',
      paragraphs: [
        [
          'Child-protective cases in the family division of ',
          { text: 'Michigan’s circuit courts', to: COURT_LINKS.familyCourts },
          ' generally move through a recognizable sequence. Not every case reaches every stage, and the timing varies from county to county.',
        ],
      ],
      list: [
        'Preliminary hearing: the court decides whether to authorize the petition and where the child will stay for now.',
        'Adjudication: a trial, before a judge or a jury, on whether the court has jurisdiction over the child.',
        'Disposition: the court orders services and sets a plan.',
        'Review hearings: regular check-ins on progress, often every few months.',
        'Permanency planning: the court decides the long-term goal for the child.',
        'Appeals: a party may ask the Court of Appeals to review a decision.',
      ],
    },
    {
      heading: 'What a reader can check without us',
      paragraphs: [
        [
          'Anyone can ask the court clerk for the docket of a case, which lists hearing dates and the titles of filings. Many counties publish court calendars online. Appellate opinions, with initials in place of names, are free to search on the Michigan courts’ website. The rules that govern confidential records are listed in our ',
          { text: 'resources on child protection laws', to: COURT_LINKS.childProtectionLaws },
          '.',
        ],
      ],
    },
    {
      heading: 'How we decide there is an update',
      paragraphs: [
        [
          'We publish an update when something happens on the public record: a hearing in open court, a written ruling, an appeal being filed or decided, or an action by a public agency that is part of the case. We do not publish rumors, we do not rely on confidential records, and we do not report claims from one side that the other side is barred from answering.',
        ],
        [
          'We never identify a child, directly or through details that would make the child recognizable in the community. When an update concerns a public official or agency, we ask for comment and say so if none is given because of a court order.',
        ],
      ],
    },
    {
      heading: 'How to send us information',
      paragraphs: [
        [
          'If you know of a hearing date, a published ruling or a public filing we have not covered, email the newsroom. Please do not send us sealed or confidential records, and do not share information that would identify a child.',
        ],
      ],
    },
  ],
  faq: [
    {
      question: 'Why haven’t you reported anything new on a case I am following?',
      answer:
        'Usually because nothing has happened on the public record since our last story. Review hearings can be months apart, and many filings in child-protective cases are confidential.',
    },
    {
      question: 'Can I attend a hearing myself?',
      answer:
        'Many child-protective hearings in Michigan are open to the public, but a judge can close all or part of a hearing to protect a child. Check with the court clerk before you go and follow the courtroom’s rules.',
    },
    {
      question: 'Will you publish the names of the people involved?',
      answer:
        'We never name children. Whether we name adults depends on their role: public officials acting in their official capacity may be named; private individuals in family cases generally are not.',
    },
    {
      question: 'How long do these cases take?',
      answer:
        'It varies widely. Some cases close within months; others involve review hearings over a year or more, and an appeal adds more time.',
    },
  ],
  related: [
    { label: 'Gag orders in Michigan child-abuse and family cases', to: '/blog/michigan-court-gag-order-child-abuse' },
    { label: 'Justice Watch: courts and public safety', to: COURT_LINKS.familyCourts },
    { label: 'Resources on child protection laws', to: COURT_LINKS.childProtectionLaws },
    { label: 'Frequently asked questions', to: '/faq' },
  ],
};

/** Both static court articles, in the order /blog shows them. */
export const courtArticles: readonly CourtArticle[] = [courtGagOrderArticle, courtCaseUpdateArticle];
