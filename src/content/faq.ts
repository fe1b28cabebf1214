import { site } from '@/config/site';

/**
 * The newsroom's frequently asked questions, shown on /faq and published as
 * FAQPage structured data. Answers are plain text (no HTML, no markdown).
 */
export type FaqCategory = 'general' | 'michigan' | 'community' | 'subscription' | 'contact';

export interface FaqEntry {
  /** Stable id, e.g. "general-3"; used for anchors and React keys. */
  readonly id: string;
  readonly category: FaqCategory;
  readonly question: string;
  readonly answer: string;
}

/** The category filter buttons, in display order; `id` is the `?category=` value. */
export const faqCategories: readonly { readonly id: FaqCategory; readonly label: string }[] = [
  { id: 'general', label: 'General News' },
  { id: 'michigan', label: 'Michigan Coverage' },
  { id: 'community', label: 'Community' },
  { id: 'subscription', label: 'Subscription' },
  { id: 'contact', label: 'Contact & Support' },
];

/** Label of the "no category filter" button. */
export const FAQ_ALL_LABEL = 'All Questions';

export const faqCategoryLabels: Readonly<Record<FaqCategory, string>> = Object.fromEntries(
  faqCategories.map((c) => [c.id, c.label]),
) as Record<FaqCategory, string>;

export function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === 'string' && faqCategories.some((c) => c.id === value);
}

const HOURS = 'Monday to Friday, 9 AM to 6 PM Eastern';
const EMAIL = site.editorEmail;
const PHONE = site.phone;

type QA = readonly [question: string, answer: string];

const general: readonly QA[] = [
  [
    `What is ${site.name}?`,
    `${site.name} is an independent civic news site based in Detroit. We report on state government, the courts and local communities across Michigan, and we explain how decisions made in Lansing, county buildings and city halls reach Michigan households.`,
  ],
  [
    'How do you decide what to cover?',
    'We ask three questions about every possible story: how many Michigan residents it affects, whether it involves public money, public power or public safety, and whether readers can act on what they learn. Stories that score high on all three get priority. Reader tips, public meeting agendas and court dockets are our most common starting points.',
  ],
  [
    'Who owns and pays for the newsroom?',
    `${site.name} is an independent, reader-supported publication. We are paid for by reader support, clearly labeled advertising and occasional sponsorships. No owner, advertiser, sponsor or donor reviews stories before publication or decides what we cover.`,
  ],
  [
    'Do advertisers influence your reporting?',
    'No. Advertising is sold separately from the newsroom, every ad space is labeled "Advertisement", and advertisers never see stories before they are published. If we report on a company that advertises with us, we say so in the story.',
  ],
  [
    'What is your corrections policy?',
    'When we get something wrong, we fix it and say so. A correction note at the end of the story explains what was wrong, what is right and when the change was made. Small fixes such as a typo that does not change meaning are corrected without a note. We do not quietly rewrite stories to hide mistakes.',
  ],
  [
    'How do I report an error in a story?',
    `Email ${EMAIL} with the page address, the sentence you believe is wrong and, if you can, a source that shows the correct information. An editor reviews every report, usually within one to two business days, and replies to let you know what we found.`,
  ],
  [
    'Do you use anonymous sources?',
    'Rarely. We name sources whenever we can, because readers deserve to judge who is speaking. We grant anonymity only when the information is important, cannot be obtained on the record and the source faces real risk, such as losing a job or personal safety. An editor must know and approve the identity of every unnamed source, and the story explains why the source was not named.',
  ],
  [
    'What is the difference between news, analysis and opinion?',
    'News stories report what happened and what is verified. Analysis pieces explain why something matters, drawing on reporting and expert knowledge, and are labeled "Analysis". Opinion pieces argue a point of view, appear only in the Opinion section and carry the writer\'s name and affiliations. Our reporters do not write opinion columns about topics they cover.',
  ],
  [
    'Do you endorse political candidates?',
    'No. We do not endorse candidates, parties or ballot proposals. Our election coverage focuses on what is on the ballot, what each choice would do and how to vote.',
  ],
  [
    'What are the sample articles on the site?',
    'Some sections, such as State News, Justice Watch and Cannabis Corner, include sample articles that show the kind of explainers we publish in those sections. Each one is labeled "Sample article". They describe how public processes generally work; they are not reports on specific recent events. Always confirm current rules and deadlines with the agency involved.',
  ],
  [
    'Where do the headlines on your category pages come from?',
    'Category pages such as Local News or Business show headlines and short summaries from public RSS feeds of other news organizations. Each headline links to the original story on the publisher\'s site, which opens in a new tab. We do not rewrite those stories, and the publishers are responsible for their content.',
  ],
  [
    'How often is the site updated?',
    'Headlines on the category pages refresh automatically about every ten minutes while you read. Our own articles and explainers are published on weekdays, with additional updates when major state or local news breaks.',
  ],
  [
    'Can I republish your stories?',
    `Quoting a short excerpt with credit and a link back is always welcome. To republish a full article, photo or graphic, write to ${EMAIL} first; we often say yes to nonprofit, educational and community publications. Headlines from other publishers shown on our category pages belong to them and cannot be republished through us.`,
  ],
  [
    'Will you remove or change an old story about me?',
    'We do not remove accurate stories because they are inconvenient, since the public record depends on them. We will update a story when new facts emerge, for example when charges are dismissed or a conviction is set aside, and we review requests involving minor offenses, minors or safety concerns case by case. Send requests with the page address to the editor.',
  ],
  [
    'Do you pay sources for interviews or information?',
    'No. We never pay sources for interviews, tips or documents, and we do not accept payment to publish or withhold a story.',
  ],
  [
    'How do you cover elections?',
    'We explain what is on the ballot, what each office does, and how and where to vote. We send the same questions to every candidate in a race and publish their answers side by side, and we check claims made in campaign materials against public records. We do not publish unverified allegations in the final days before an election.',
  ],
  [
    'How do you handle conflicts of interest?',
    'Staff members do not cover organizations they belong to, work for or give money to, and they do not take gifts, trips or free services from people they cover. When a conflict cannot be avoided, an editor reassigns the story or we disclose the relationship in the story itself.',
  ],
  [
    'Is the site accessible to people with disabilities?',
    `We build the site to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: every page works with a keyboard and screen readers, images have text alternatives, text has sufficient contrast in both light and dark themes, and animations are reduced when your device asks for less motion. If something does not work for you, email ${EMAIL} with the page address and we will fix it or send you the information another way.`,
  ],
  [
    'Does the site track me or require an account?',
    'There are no accounts, passwords or reader profiles. Your browser keeps a short-lived copy of recent headlines and your light or dark theme choice on your own device. Advertising partners may use cookies in the spaces marked "Advertisement". Our privacy policy explains the details and your choices.',
  ],
  [
    'Do you use artificial intelligence to write stories?',
    'No story is written or published by an automated tool. Reporters may use software to transcribe recordings or search large public datasets, but a journalist checks every fact, and an editor reviews every story before publication.',
  ],
];

const michigan: readonly QA[] = [
  [
    'Do you cover all of Michigan or only Detroit?',
    'We cover all 83 Michigan counties, from Monroe County on the Ohio line to Keweenaw County at the tip of the Upper Peninsula. Our newsroom is based in Detroit, but state government, courts, schools, public health and the environment affect every part of the state, and our coverage is planned with the whole map in mind.',
  ],
  [
    'What does "all 83 counties" mean in practice?',
    'It means we keep track of public bodies statewide: county commissions, circuit and district courts, school boards and state agencies that serve every region. We read agendas and public notices from across the state, and we measure our own coverage each quarter to find counties we have not reported on recently.',
  ],
  [
    'How do you cover the Upper Peninsula and northern Michigan?',
    'We work with freelance correspondents who live in the Upper Peninsula and northern Lower Peninsula, follow local public meetings online and travel for stories that need to be reported in person. Issues that matter especially up north, such as broadband access, winter road funding, tourism and tribal fishing rights, have a regular place in our coverage.',
  ],
  [
    'Do you cover the Legislature in Lansing?',
    'Yes. State government is at the center of our work. We follow bills from introduction to the governor\'s desk, watch committee hearings where the details are decided, and explain how new laws change daily life. Our State News section collects this coverage.',
  ],
  [
    'How can I find out who represents me in Lansing and Washington?',
    'The Michigan Voter Information Center on Michigan.gov/Vote shows your state House and Senate districts, your congressional district and your sample ballot once you enter your name and address. The Michigan Legislature\'s website at legislature.mi.gov also lets you look up state lawmakers by address and find their contact information.',
  ],
  [
    'How do I follow a bill through the Michigan Legislature?',
    'Search the bill number, such as "HB 4001" or "SB 100", at legislature.mi.gov. Each bill page shows its sponsors, the committee it was sent to, every vote and the current text. You can also sign up there for email notices when a bill moves. Our State News explainers walk through each step a bill takes.',
  ],
  [
    'When does Michigan decide its state budget?',
    'Michigan\'s fiscal year starts October 1. The governor presents a budget proposal early in the calendar year, usually in February; House and Senate committees then hold hearings and write their own versions, and the final budget bills must pass both chambers before the governor signs them. State law sets a July 1 target for finishing the budget, though negotiations sometimes run later.',
  ],
  [
    'How do I check or update my voter registration in Michigan?',
    'Use the Michigan Voter Information Center at Michigan.gov/Vote to confirm your registration and polling place. You can register online, by mail or at any Secretary of State office. Michigan also allows registration up to and including Election Day in person at your city or township clerk\'s office with proof of residency.',
  ],
  [
    'Can I vote early or absentee in Michigan?',
    'Yes. Any registered Michigan voter can request an absentee ballot without giving a reason, and you can ask to be placed on the permanent absentee ballot list. Michigan also offers at least nine days of early in-person voting before statewide and federal elections. Your clerk\'s office lists early voting sites and hours.',
  ],
  [
    'How do I request public records from a Michigan agency?',
    'Michigan\'s Freedom of Information Act lets anyone request records from state and local public bodies. Send a written request describing the records as clearly as you can to the agency\'s FOIA coordinator. The agency generally must respond within five business days and may take one extension of up to ten business days. It may charge limited fees for labor and copies, and you can appeal a denial.',
  ],
  [
    'What are my rights at a city council or school board meeting?',
    'Under Michigan\'s Open Meetings Act, meetings of public bodies must be open to the public, announced in advance, and include a chance for public comment. You may attend and record a meeting. Decisions must be made in public, and minutes must be made available. Closed sessions are allowed only for specific reasons listed in the law.',
  ],
  [
    'How do you cover Detroit city government?',
    'We follow Detroit City Council meetings, the mayor\'s office, city budget hearings and departments such as water, transportation and housing. We focus on how city decisions affect neighborhoods, and we explain how residents can take part in public hearings and community meetings.',
  ],
  [
    'Do you cover Michigan courts?',
    'Yes. Our Justice Watch section covers the Michigan Supreme Court and Court of Appeals, trial courts, criminal justice policy, public defense, and how residents can use court services such as expungement and small claims. We report on court cases using public filings and courtroom observation.',
  ],
  [
    'What is the Cannabis Corner?',
    'Cannabis Corner is our section on Michigan\'s legal cannabis market: the rules for adults, local decisions about cannabis businesses, licensing by the state Cannabis Regulatory Agency, tax revenue, workplace and driving questions, and expungement of past marijuana convictions. It is written for residents, not to promote any product or business.',
  ],
  [
    'How do you report on the Great Lakes and the environment?',
    'We cover drinking water, lead service line replacement, PFAS contamination, shoreline erosion, farming and the permits issued by the Michigan Department of Environment, Great Lakes, and Energy (EGLE). We translate technical reports into plain language and tell readers how to check conditions where they live.',
  ],
  [
    'Do you cover the auto industry?',
    'Yes. Our Automotive section follows automakers, suppliers, the shift to electric vehicles, labor contracts and the state incentives offered to manufacturers, with attention to what those changes mean for workers and communities that depend on the industry.',
  ],
  [
    'How do you report on schools?',
    'We cover local school boards, the state School Aid budget, test results, school safety, special education and higher education. We explain where school money comes from and how parents and residents can take part in decisions, such as budget hearings and board elections.',
  ],
  [
    'Do you cover tribal nations in Michigan?',
    'Yes. Michigan is home to twelve federally recognized tribes. We cover tribal governments and their relationships with the state and local governments, treaty rights, and economic and cultural news, and we respect tribal sovereignty by seeking information from tribal governments directly.',
  ],
  [
    'Do you cover cities outside metro Detroit?',
    'Yes. Grand Rapids, Lansing, Flint, Kalamazoo, Saginaw, Ann Arbor, Traverse City and Marquette all appear regularly in our coverage, along with smaller towns and townships. We are especially interested in stories that show how a statewide decision plays out differently from one community to another.',
  ],
  [
    'Where can I check road construction and closures?',
    'The Michigan Department of Transportation publishes current construction, lane closures and traffic cameras on its Mi Drive map at Michigan.gov/Drive. County road commissions and city public works departments list local projects on their own websites.',
  ],
  [
    'Where should I look for information during severe weather or emergencies?',
    'Follow official sources first: the National Weather Service, your county emergency management office, and the Michigan State Police Emergency Management and Homeland Security Division. We publish updates during major emergencies, but we are not an alert service. Call 911 in any emergency.',
  ],
  [
    'How do you cover ballot proposals?',
    'For every statewide proposal, and for local millages and charter questions we can reach, we publish the exact ballot language, a plain-language summary of what a yes or no vote would do, who is paying for campaigns on each side according to campaign finance filings, and what happens next if it passes.',
  ],
  [
    'Do you publish stories about Michigan history?',
    'Occasionally, when history helps explain a current decision, such as the origins of a state law, a long-running court case or a neighborhood\'s development. Our Arts & Culture section also features museums, historical societies and commemorations around the state.',
  ],
  [
    'How do you choose which communities to cover when resources are limited?',
    'We prioritize places where decisions affect many people, where there is little other local news coverage, and where readers have sent us tips. We also track which regions we have covered recently, so that quieter parts of the state are not overlooked.',
  ],
  [
    'Can I suggest a Michigan issue you have not covered?',
    `Yes, please do. Email ${EMAIL} with the topic, the communities affected and any public documents you know about. Many of our best stories began with a reader noticing something in their own town.`,
  ],
];

const community: readonly QA[] = [
  [
    'How do I send a news tip?',
    `Email ${EMAIL} or call ${PHONE} (${HOURS}). Tell us what happened, where and when, who is affected and how you know. Documents, photos and the names of public agencies involved help us check the information quickly. We read every tip, although we cannot report every one.`,
  ],
  [
    'Can I send a tip confidentially?',
    'Yes. Tell us in your first message that you want your identity protected, and we will discuss how we can use the information before publishing anything. We do not reveal confidential sources. For sensitive matters, avoid using a work computer, work phone or work email account to contact us.',
  ],
  [
    'How do I get a community event listed on the events page?',
    `Send the event name, date, time, place, cost and a short description to ${EMAIL} at least two weeks ahead, with "Event listing" in the subject line. We list events that are open to the public, and we may edit descriptions for length and clarity.`,
  ],
  [
    'Which events do you list?',
    'We prefer free or low-cost events that are open to everyone and serve the public: town halls, public hearings, library programs, farmers markets, volunteer days, cultural festivals and workshops on voting, housing, health or legal rights. We do not list purely commercial promotions or political fundraisers.',
  ],
  [
    'Can I write a guest opinion column?',
    `Yes. We welcome guest columns of 650 to 800 words about Michigan issues, especially from people with direct experience of the topic. Send the full draft to ${EMAIL} with your name, city, a one-sentence biography and any affiliations related to the topic. We reply within two weeks if we plan to publish it.`,
  ],
  [
    'How do I submit a letter to the editor?',
    'Letters should be 250 words or fewer, respond to something we published or to a current Michigan issue, and include your full name, city and a phone number for verification. We do not publish anonymous letters, and we may edit for length and clarity.',
  ],
  [
    'Do you cover neighborhood associations and block clubs?',
    'Yes. Neighborhood groups often know first when a vacant building becomes a hazard, a bus route changes or a development is proposed. Invite us to your meetings and add us to your mailing list; we follow up when an issue affects residents beyond a single meeting.',
  ],
  [
    'Can you send a reporter to my organization\'s event?',
    'We cannot promise coverage of specific events, but we consider every invitation. Events that inform the public about a decision, a service or a problem are more likely to be covered than ribbon-cuttings or celebrations. Send details at least a week ahead.',
  ],
  [
    'How do I share a photo or video with the newsroom?',
    'Email it with a description of where and when it was taken and your name. Send only material you took yourself or have permission to share. We ask permission before publishing, credit the photographer, and never publish images that would put someone at risk.',
  ],
  [
    'Do you partner with community organizations?',
    'Yes. We work with libraries, civic groups and educators on public forums and reader resources, some of which appear on our Partners page. Partnerships never include influence over our reporting, and we disclose them when we cover a partner.',
  ],
  [
    'How can students get involved with the newsroom?',
    `We host a small number of student reporters and fact-checkers each year and visit high school and college classes to talk about local news. Email ${EMAIL} with "Student" in the subject line, your school and your interests.`,
  ],
  [
    'Can I suggest a topic for an explainer?',
    'Please do. Many explainers start with a reader question, such as how property tax assessments work or how to contest a water bill. Send your question and we will add it to our list; the most common questions become explainers or entries on this page.',
  ],
  [
    'Do you hold community listening sessions?',
    'Yes. Several times a year we hold public listening sessions in different parts of Michigan to hear what residents want covered. Dates and places are posted on our Local Events page and in the newsletter.',
  ],
  [
    'Can you look into a problem in my neighborhood?',
    'Tell us about it. Describe the problem, how long it has lasted, who you have already contacted and what they said. We may report on it, point you to the public office responsible, or keep it on file as part of a larger story.',
  ],
  [
    'Why is there no comments section?',
    'We found that open comment sections took staff time away from reporting and were hard to keep civil. Instead, we welcome letters to the editor, questions for this FAQ, and corrections and tips by email, all of which an editor reads.',
  ],
  [
    'How do you report on crime without stigmatizing neighborhoods?',
    'We report crime when it affects public safety or raises questions about public institutions, and we add context such as trends over time rather than isolated incidents. We avoid naming people arrested for minor offenses, and we report on efforts to prevent violence as carefully as on the violence itself.',
  ],
  [
    'Do you publish obituaries or death notices?',
    'We do not publish paid obituaries or death notices. We write news obituaries about people whose public work shaped Michigan communities, and we welcome suggestions from readers.',
  ],
  [
    'How do I suggest someone for a community profile?',
    'Tell us who they are, what they do for their community and how to reach them. Please make sure the person is willing to be contacted; we profile people only with their consent, and we do not accept nominations that are advertising for a business.',
  ],
  [
    'Where can someone get help with food, housing, utilities or other basic needs?',
    'Call 2-1-1 or visit Michigan 211 online to reach a free, confidential service that connects Michigan residents with local help for food, housing, utility bills, transportation and more. For free legal information, Michigan Legal Help offers guides and forms. In an emergency, call 911.',
  ],
  [
    'Can teachers and organizations use your resources in workshops?',
    `Yes. The civic guides on our Partners page and our explainers may be shared for non-commercial educational use with credit to ${site.name}. Email us if you would like a printable version or a speaker for a class or community group.`,
  ],
];

const subscription: readonly QA[] = [
  [
    `Is ${site.name} free to read?`,
    'Yes. Every page is free, with no paywall and no limit on the number of articles you can read. Advertising and reader support pay for our reporting.',
  ],
  [
    'Do I need an account to read the site?',
    'No. There are no accounts, logins or passwords on this site. Every page is public.',
  ],
  [
    'How do I sign up for the newsletter?',
    'Enter your email address in the newsletter box that appears beside articles and on section pages, then select Subscribe. If sign-up is temporarily closed, the box says so and your address is not sent anywhere.',
  ],
  [
    'What is in the newsletter?',
    'The newsletter arrives each weekday morning with the most important Michigan civic news: what happened in Lansing and the courts, what is coming up at public meetings, a short explainer and a few community events. It takes about five minutes to read.',
  ],
  [
    'How often will you email me?',
    'Once each weekday morning. We do not send advertising emails on behalf of other companies, and we do not share or sell subscriber addresses.',
  ],
  [
    'How do I unsubscribe?',
    'Every newsletter has an unsubscribe link at the bottom. One click removes you from the list. If anything goes wrong, email the newsroom and we will remove your address by hand.',
  ],
  [
    'I signed up but did not receive a confirmation email. What should I do?',
    `Wait about ten minutes, then check your spam, junk or promotions folder. Adding ${EMAIL} to your contacts helps future newsletters reach your inbox. If it still has not arrived, email us and we will check the address.`,
  ],
  [
    'How do I change the email address I receive the newsletter at?',
    'Unsubscribe from the old address using the link in any newsletter, then sign up again with your new address.',
  ],
  [
    'Do you sell or share my email address?',
    'No. We use your address only to send the newsletter you asked for. We do not sell, rent or share subscriber lists with advertisers or other organizations.',
  ],
  [
    'How do I follow the site with RSS?',
    'Add the address /rss.xml on this site (also available at /feed) to any RSS reader. The feed lists our latest articles with a headline, summary, date and link, and updates when we publish.',
  ],
  [
    'Which RSS readers work with your feed?',
    'Any reader that supports standard RSS 2.0 works, including free web, desktop and phone apps. Paste the feed address into your reader\'s "add feed" or "subscribe" box.',
  ],
  [
    'Can I follow only one section?',
    'Not yet. Our RSS feed and newsletter cover all of our own reporting. You can bookmark a section page, such as State News or Justice Watch, to see its latest stories at a glance.',
  ],
  [
    'Why don\'t you have a paywall?',
    'Civic information such as how to vote, how to request public records or what a new law does should be available to everyone, regardless of income. Advertising and voluntary reader support allow us to keep it free.',
  ],
  [
    'How can I support the newsroom?',
    'Reading and sharing our stories, sending tips, forwarding the newsletter to a friend and telling us what we missed all help. For questions about financial support or sponsorship, contact the newsroom by email.',
  ],
  [
    'Can I read the site comfortably on my phone or in the dark?',
    'Yes. Pages adapt to phones, tablets and desktops. Use the theme menu at the top of any page to choose a light or dark theme, or let the site follow your device setting.',
  ],
];

const contact: readonly QA[] = [
  [
    'How do I contact the newsroom?',
    `Email ${EMAIL} or call ${PHONE}. Email is the best way to reach us, because it lets an editor route your message to the right person and keeps a record of what you sent.`,
  ],
  [
    'What are your office hours?',
    `The newsroom is staffed ${HOURS}, excluding major holidays. Email sent outside those hours is read the next business day.`,
  ],
  [
    'How quickly will you reply?',
    'We reply to every message that needs an answer within 24 to 48 hours on business days. Corrections and urgent safety concerns are handled first.',
  ],
  [
    'What should I include when I report an error?',
    'Include the page address, the exact words you believe are wrong, what you believe is correct and how you know, such as a public record, a document or your own direct knowledge. Your contact information lets an editor follow up if needed.',
  ],
  [
    'How do I reach someone outside office hours?',
    'Email the newsroom; editors check messages during breaking news. If someone is in danger, call 911 first. We are not an emergency service.',
  ],
  [
    'How do I advertise on the site?',
    `Email ${EMAIL} with "Advertising" in the subject line, your organization's name and what you would like to promote. Ads appear only in spaces labeled "Advertisement", and we decline ads that are misleading or that imitate news stories.`,
  ],
  [
    'Can my organization sponsor a newsletter or section?',
    'Sponsorships are available for the newsletter and for some sections and events. Sponsored content is always labeled as sponsored, and sponsors have no say over what our reporters cover.',
  ],
  [
    'How do I send a press release?',
    `Email it to ${EMAIL} in the body of the message (not only as an attachment), with a clear subject line and a contact person who can answer questions that day. We use press releases as leads for reporting and do not publish them word for word.`,
  ],
  [
    'How do I request an interview with a reporter or a speaker for an event?',
    'Email the newsroom with the topic, date, format and audience. We welcome invitations to speak to civic groups, classes and libraries about local news and public records, subject to staff availability.',
  ],
  [
    'Who do I contact about an accessibility problem on the site?',
    `Email ${EMAIL} with "Accessibility" in the subject line, the page address, and what happened, including your device and any assistive technology you use. We treat accessibility problems as bugs and aim to fix them quickly.`,
  ],
  [
    'How do I report a technical problem with the site?',
    'Tell us the page address, what you expected to happen and what happened instead, plus your browser and device. A screenshot helps. Trying a reload first often clears temporary problems with section headlines.',
  ],
  [
    'How do I ask permission to use your content?',
    `Email ${EMAIL} with the article you want to use, where it would appear and whether the use is commercial. We answer most permission requests within two business days.`,
  ],
  [
    'How do I pitch a story as a freelance journalist?',
    'Send a short pitch that explains the story, why it matters to Michigan readers now, the sources and documents you will use, and links to two or three published samples of your work. We pay freelancers for assigned stories and reply to pitches we can take on.',
  ],
  [
    'Are you hiring?',
    'Open positions, internships and freelance opportunities are announced on the site and in the newsletter. You can also send a résumé and a short note about your interests to the newsroom email address at any time.',
  ],
  [
    'How do I send documents to the newsroom?',
    'Email copies rather than originals, and tell us where the documents came from. If the material is sensitive, first send a short message without attachments asking to talk, and an editor will suggest a safer way to share it.',
  ],
  [
    'Can I visit the newsroom in person?',
    `Visits are by appointment only. Email or call ${PHONE} during office hours to arrange a time.`,
  ],
  [
    'I was mentioned in a story and want to respond. Who do I contact?',
    'Email the editor with the page address and your concern. If a story contains an error, we correct it. If you have new information or a response we did not include, an editor will consider updating the story.',
  ],
  [
    'How do I raise a concern about the conduct of a staff member?',
    'Write to the editor with what happened, when, and the name of the staff member if you know it. We take concerns about fairness, ethics and conduct seriously, review every complaint, and reply to you.',
  ],
  [
    'Can you answer my legal, medical or financial question?',
    'We cannot give personal legal, medical or financial advice. Michigan Legal Help offers free legal information and forms, and Michigan 211 connects residents with local services. Our explainers describe how public systems work in general.',
  ],
  [
    'How do I submit a question for this FAQ?',
    'Use the Submit a Question button at the bottom of this page, or email the newsroom with "FAQ question" in the subject line. Questions that many readers ask are added here.',
  ],
];

function build(category: FaqCategory, list: readonly QA[]): FaqEntry[] {
  return list.map(([question, answer], index) => ({ id: `${category}-${index + 1}`, category, question, answer }));
}

/** Every built-in FAQ entry, in display order (general, michigan, community, subscription, contact). */
export const faqEntries: readonly FaqEntry[] = [
  ...build('general', general),
  ...build('michigan', michigan),
  ...build('community', community),
  ...build('subscription', subscription),
  ...build('contact', contact),
];
