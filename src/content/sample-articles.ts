import { site } from '@/config/site';
import type { Article } from '@/lib/article';

/**
 * Fixed sample articles for the State News, Justice Watch and Cannabis Corner sections, each with a
 * page at /{section}/{slug}. Every one is labelled "Sample article" on its card and page, so no
 * reader mistakes it for current reporting.
 */

/** A readable story page: the fixed samples, the example article and the featured story share it. */
export interface StoryContent {
  readonly slug: string;
  /** Site path of the story's page. */
  readonly path: string;
  readonly title: string;
  /** Standfirst shown under the title and as the card summary. */
  readonly description: string;
  /** Display name of the category, e.g. "State News"; its link is the slug rule applied to it. */
  readonly category: string;
  readonly author: string;
  /** Shown in the About the Author box. */
  readonly authorBio: string;
  /** ISO 8601 date-time of publication, with the Eastern offset so the day is the same everywhere in the US. */
  readonly date: string;
  /** Site path or absolute http(s) URL of the lead image; null for none. */
  readonly image: string | null;
  readonly imageAlt: string;
  /** Paragraphs separated by blank lines. Plain text. */
  readonly body: string;
  readonly tags: readonly string[];
  /** True for illustrative articles that must carry the "Sample article" label. */
  readonly sample: boolean;
}

export interface SampleSection {
  readonly slug: 'state-news' | 'justice-watch' | 'cannabis-corner';
  readonly title: string;
  readonly description: string;
  /** Card data: every article has `path` to its readable page and `link: null`. */
  readonly articles: readonly Article[];
  /** The full stories behind the cards, in the same order. */
  readonly stories: readonly StoryContent[];
}

export const SAMPLE_LABEL = 'Sample article';

const capitolDesk = {
  author: `${site.shortName} Capitol Desk`,
  authorBio: `The ${site.name} Capitol Desk follows the Michigan Legislature, the governor's office and state agencies, and explains how decisions made in Lansing reach households in all 83 counties.`,
};
const justiceDesk = {
  author: `${site.shortName} Justice Desk`,
  authorBio: `The ${site.name} Justice Desk covers Michigan's courts, public defense, policing and the justice system's practical side: how residents can find records, clear old convictions and navigate a day in court.`,
};
const cannabisDesk = {
  author: `${site.shortName} Cannabis Desk`,
  authorBio: `The ${site.name} Cannabis Desk explains Michigan's legal cannabis market for residents: the rules for adults, local decisions, state licensing, tax revenue and expungement. It does not promote products or businesses.`,
};

type Draft = Omit<StoryContent, 'path' | 'category' | 'author' | 'authorBio' | 'sample' | 'image'> & { readonly imageVariant: number };

const stateNews: readonly Draft[] = [
  {
    slug: 'how-a-bill-becomes-law-in-lansing',
    title: 'How a Bill Becomes Law in Lansing, Step by Step',
    description: 'From introduction to the governor’s signature: the path every Michigan bill takes, and the points where residents can weigh in.',
    date: '2026-11-18T09:00:00-05:00',
    imageVariant: 0,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['Legislature', 'Lansing', 'How government works'],
    body: `Every Michigan law begins as a bill introduced by a member of the state House of Representatives or the state Senate. The House has 110 members elected to two-year terms, and the Senate has 38 members elected to four-year terms. A bill's number hints at where it started: in each two-year session, House bills are numbered from 4001 and Senate bills from 1.

After introduction, a bill is referred to a committee, usually chosen by the Speaker of the House or the Senate Majority Leader. Committees are where most of the detailed work happens. They hold hearings, take testimony from agencies, advocates and residents, and may rewrite the bill before voting to send it to the full chamber. Many bills never get a hearing at all, which is why committee schedules are worth watching.

Once a committee reports a bill, it goes to the floor. Members can offer amendments, and the bill passes only if a majority of the members elected and serving vote yes. That means 56 votes in a full House and 20 in a full Senate, no matter how many members are present that day.

The second chamber then repeats the process. If it changes the bill, the first chamber must agree to the changes. When the two chambers cannot agree, a conference committee of members from both sides negotiates a final version, which both must approve without further amendment.

The governor has 14 days, while the Legislature is in session, to sign or veto a bill once it is presented. A veto can be overridden by a two-thirds vote in both chambers. Most new laws take effect on the 91st day after the Legislature adjourns for the year, unless two-thirds of each chamber voted to give the bill "immediate effect."

Residents can follow any bill on the Legislature's website, which lists sponsors, committee referrals, votes and each version of the text. Committee meetings are open to the public and most are streamed online. Contacting your own representative and senator before a committee vote is usually the most effective time to be heard.`,
  },
  {
    slug: 'where-michigans-budget-money-goes',
    title: 'Where Michigan’s Budget Money Comes From and Where It Goes',
    description: 'The state spends more than $80 billion a year. Here is how the money is raised, how it is divided and how to read the budget yourself.',
    date: '2026-11-16T09:00:00-05:00',
    imageVariant: 1,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['State budget', 'Taxes', 'Legislature'],
    body: `Michigan's state budget has totaled more than $80 billion in recent years. That figure covers every source of money the state spends, and the largest single source is not state taxes at all: federal funds, mostly for Medicaid, transportation and education, make up a large share of the total.

State money comes mainly from the income tax, the sales and use taxes, fuel taxes and a range of smaller taxes and fees. Much of it is restricted by the state constitution or by law. Most sales tax revenue and part of the income tax, for example, go to the School Aid Fund for K-12 schools, while fuel taxes and vehicle registration fees go to roads and transit. The General Fund, which legislators have the most freedom to spend, is a much smaller slice than the headline total suggests.

On the spending side, health and human services, including Medicaid, and K-12 schools are the two largest areas. Universities and community colleges, prisons, state police, transportation and revenue sharing with cities, villages, townships and counties follow.

The process starts in January, when the state's budget director and the nonpartisan House and Senate Fiscal Agencies meet at the Consensus Revenue Estimating Conference to agree on how much money the state expects to collect. The governor then presents a budget proposal. House and Senate appropriations subcommittees hold hearings, write their own versions and negotiate differences, with a second revenue conference in May updating the forecast. State law sets a July 1 target for finishing, and the fiscal year begins October 1. The constitution requires the budget to balance.

You do not need to read thousands of pages to follow it. The House Fiscal Agency and Senate Fiscal Agency publish plain-language summaries of every budget bill, comparing the governor's proposal with each chamber's version. Your local school district and city also publish how much they expect to receive from the state, which is often the most direct way to see what a budget decision means for your community.`,
  },
  {
    slug: 'open-meetings-act-what-residents-can-expect',
    title: 'Michigan’s Open Meetings Act: What Every Resident Can Expect',
    description: 'City councils, school boards and township boards must meet in public. A plain guide to notice, public comment, closed sessions and minutes.',
    date: '2026-11-13T09:00:00-05:00',
    imageVariant: 2,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['Open government', 'Local government', 'Public meetings'],
    body: `Michigan's Open Meetings Act requires public bodies to make their decisions in public. It covers city and village councils, township boards, county commissions, school boards, library boards, many state boards and commissions, and the committees they create when those committees exercise governmental authority.

Meetings must be announced. A public body posts its schedule of regular meetings for the year, and it must give at least 18 hours' public notice before a special meeting, including the date, time and place. Many bodies also post agendas and meeting packets online, which is the easiest way to learn what will be discussed.

Anyone may attend. The law requires that members of the public be allowed to address the body, although the body can set reasonable rules, such as a time limit for each speaker or a sign-in sheet. You do not have to give your name to attend, and you may record, photograph or broadcast the meeting.

A public body may meet in a closed session only for reasons the law lists, such as consulting its attorney about pending litigation, considering the purchase of property, reviewing material that is exempt from disclosure by law, or certain personnel matters when the employee requests it. The decision to close a meeting must be made by a roll-call vote in open session, and for some purposes it requires a two-thirds vote. Final decisions must still be made in public.

Minutes must record who attended, the decisions made and any roll-call votes. Proposed minutes should be available within eight business days of the meeting, and approved minutes within five business days after approval.

If you believe a public body has violated the act, you can raise it with the body itself, ask the local prosecutor or the Attorney General to look into it, or bring a lawsuit. Courts can invalidate decisions made in violation of the act in some circumstances, and there are strict deadlines for doing so, so act quickly and consider talking to a lawyer.`,
  },
  {
    slug: 'how-to-request-public-records-michigan-foia',
    title: 'How to Request Public Records Under Michigan’s FOIA',
    description: 'Budgets, contracts, emails and inspection reports are often public. How to ask for them, what deadlines apply and what to do after a denial.',
    date: '2026-11-10T09:00:00-05:00',
    imageVariant: 3,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['FOIA', 'Open government', 'Public records'],
    body: `Michigan's Freedom of Information Act gives residents the right to inspect and receive copies of public records held by state and local public bodies, from city halls and school districts to state departments and public universities. The governor's office and the Legislature are not covered by the act, which makes Michigan unusual among the states.

A request must be in writing, and email counts. Describe the records as specifically as you can: the subject, the office that probably holds them, and a date range. "Contracts for snow removal signed by the city in 2025" will get a faster and cheaper answer than "all records about snow." Every public body must name a FOIA coordinator and publish its procedures and a plain-language summary of them, usually on its website.

The public body generally has five business days to respond. It may grant the request, deny it, grant part of it, or take one extension of up to ten business days. A denial must explain which exemption applies and how to appeal.

Agencies may charge limited fees, mostly for the staff time needed to search for, copy and separate exempt material from records, and for the cost of copies. They must give you an itemized estimate, and if the fee is more than $50 they may ask for a deposit of up to half before starting. Asking for electronic copies often lowers the cost.

Some information can be withheld, such as material that would be a clearly unwarranted invasion of personal privacy, some records of ongoing law enforcement investigations, and communications with lawyers. An exemption covers the specific information, not the whole document, so agencies are expected to black out exempt parts and release the rest.

If your request is denied, you can appeal in writing to the head of the public body or file a lawsuit in circuit court. Keep copies of everything you send and receive, and note the dates. Many newsrooms, including ours, started important stories with a single, well-aimed records request.`,
  },
  {
    slug: 'how-michigan-draws-its-election-maps',
    title: 'How Michigan Draws Its Election Maps',
    description: 'Since 2018, a commission of randomly selected voters, not the Legislature, draws Michigan’s congressional and legislative districts.',
    date: '2026-11-06T09:00:00-05:00',
    imageVariant: 4,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['Redistricting', 'Elections', 'State constitution'],
    body: `For most of Michigan's history, the Legislature drew the maps that decide which voters are grouped together to elect members of Congress, the state Senate and the state House. In 2018, voters approved a constitutional amendment that moved the job to the Michigan Independent Citizens Redistricting Commission.

The commission has 13 members chosen from registered voters who apply: four who affiliate with each of the two major parties and five who affiliate with neither. Applicants are screened for conflicts of interest, such as recent work as a partisan official, candidate, lobbyist or consultant, and members are then selected at random by the Secretary of State's office.

The constitution lists the criteria the commission must follow, in order of priority. Districts must have equal population and comply with the federal Voting Rights Act. They must be contiguous. They must reflect the state's diverse population and communities of interest. They must not give a disproportionate advantage to any political party, and they must not favor or disfavor an incumbent or candidate. Finally, they should reflect county, city and township boundaries and be reasonably compact.

The commission draws new maps after each federal census. Its first maps were adopted at the end of 2021 and used for the first time in the 2022 elections. In 2024, it redrew several Detroit-area state legislative districts after a federal court ruling.

Public participation is part of the design. The commission must hold public hearings across the state before and after drafting maps, accept written comments and map proposals from residents, and publish its records. Residents can describe their own "community of interest," such as a neighborhood, a watershed or a shared local economy, and ask that it be kept together.

Your districts affect who represents you and how closely your community's concerns are heard. The Michigan Voter Information Center shows which districts you live in; the commission's own website archives its meetings, maps and public comments.`,
  },
  {
    slug: 'how-state-revenue-sharing-pays-for-local-services',
    title: 'How State Revenue Sharing Pays for Local Services',
    description: 'Part of every sales tax dollar goes back to cities, villages and townships. Here is how revenue sharing works and why local budgets watch it closely.',
    date: '2026-11-02T09:00:00-05:00',
    imageVariant: 5,
    imageAlt: 'Illustration of the Michigan State Capitol dome',
    tags: ['Local government', 'State budget', 'Taxes'],
    body: `When you pay sales tax in Michigan, part of that money comes back to local governments through revenue sharing. For many cities, villages and townships, it is one of the largest sources of money after property taxes, helping to pay for police and fire protection, road maintenance, parks and other basic services.

There are two kinds. Constitutional revenue sharing is guaranteed by the state constitution: a fixed share of the sales tax collected at the 4 percent rate is distributed to cities, villages and townships according to their population. Because it is set by the constitution, the Legislature cannot cut it, although the amount rises and falls with sales tax collections.

Statutory revenue sharing is different. Its amount is decided each year in the state budget, and the Legislature can increase, reduce or attach conditions to it. Counties receive their own share through a separate county revenue sharing program.

Statutory payments were cut sharply during the state's budget crises of the 2000s, and local officials often point to those cuts when explaining reduced services. Because local property tax growth is limited by the state constitution, many communities have had little room to make up the difference on their own.

Revenue sharing is one reason a state budget debate in Lansing can show up months later in a city council's spending plan. When your local government presents its budget, look for the line showing state revenue sharing and ask how a change in that amount would affect services.

The Michigan Department of Treasury publishes the payments each local government receives, and the House and Senate Fiscal Agencies explain proposed changes in each year's budget.`,
  },
];

const justiceWatch: readonly Draft[] = [
  {
    slug: 'clean-slate-law-who-qualifies',
    title: 'Michigan’s Clean Slate Law: Who Qualifies to Have a Record Set Aside',
    description: 'Some old convictions are now cleared automatically, and many more can be set aside by application. What the law covers and how to check your record.',
    date: '2026-11-19T09:00:00-05:00',
    imageVariant: 0,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Expungement', 'Clean Slate', 'Criminal records'],
    body: `A criminal record can follow a person for decades, affecting job applications, housing and professional licenses long after a sentence is complete. Michigan's Clean Slate laws, passed with support from both parties in 2020, expanded the ways old convictions can be "set aside," the legal term Michigan uses for expungement.

The laws created two paths. The first is automatic: since April 2023, eligible convictions are set aside without an application once enough time has passed without a new conviction, generally seven years for eligible misdemeanors and ten years for eligible felonies. There are limits on how many convictions can be cleared this way, and some offenses, including assaultive crimes and offenses punishable by ten or more years in prison, are excluded.

The second path is by application to the court where the conviction occurred. It covers more convictions than the automatic process, with waiting periods that depend on the type and number of offenses. A judge reviews each application, and a hearing may be held. Some traffic offenses, including a first offense of operating while intoxicated, can also be set aside by application under a later law.

A set-aside removes the conviction from the public record. Employers, landlords and the public generally will not see it, and in most situations a person may answer that they have not been convicted of that crime. Law enforcement agencies and courts can still see the record for limited purposes.

To find out what is on your public record, you can search the Michigan State Police's Internet Criminal History Access Tool (ICHAT), which shows what a background check would show. Michigan Legal Help offers free guides and an online tool that helps people understand whether they may be eligible and prepares the forms to apply. The Attorney General's office also publishes information about expungement.

Because the rules on eligibility are detailed, people with several convictions or with convictions from more than one county may want to talk with a legal aid office or a lawyer before applying.`,
  },
  {
    slug: 'what-happens-at-an-arraignment',
    title: 'What Happens at an Arraignment in Michigan',
    description: 'The first court appearance after a criminal charge is short but important. What the judge decides, your right to a lawyer and how to prepare.',
    date: '2026-11-17T09:00:00-05:00',
    imageVariant: 1,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Courts', 'Criminal justice', 'Your rights'],
    body: `An arraignment is usually a person's first appearance before a court after being charged with a crime. In Michigan, arraignments for both misdemeanors and felonies generally take place in district court, often within a day or two of an arrest, and many courts now hold them by video.

At the arraignment, a judge or magistrate tells the person what they are charged with and the maximum possible penalty, and explains their rights, including the right to remain silent and the right to a lawyer. Anyone who cannot afford a lawyer may ask the court to appoint one at public expense. Michigan's public defense standards call for appointed counsel to be available at arraignment.

The court also decides whether the person will be released before trial and on what conditions. Release can be on a personal bond, a promise to return without paying money, or on a cash or surety bond. Conditions might include no contact with certain people, staying away from certain places or regular check-ins. The judge considers factors such as the person's ties to the community, their record of appearing in court and any risk to public safety.

For a misdemeanor, the person may enter a plea at arraignment, although many people plead not guilty at this stage so that their lawyer can review the case. For a felony, no plea is taken in district court; instead, a date is set for a preliminary examination, a hearing where the prosecutor must show there is probable cause to believe a crime was committed and that the person committed it. That hearing is generally held within 14 days. If the judge finds probable cause, the case moves to circuit court.

If you or a family member has an arraignment coming up, arrive early with identification, check the court's website for instructions about video hearings, and write down the date of the next hearing before you leave. Missing a court date can lead to a warrant, so contact the court right away if you cannot attend.`,
  },
  {
    slug: 'how-michigan-provides-public-defenders',
    title: 'How Michigan Provides Lawyers to People Who Cannot Afford One',
    description: 'The constitution guarantees a lawyer in criminal cases. A state commission now sets minimum standards for how counties and cities provide one.',
    date: '2026-11-12T09:00:00-05:00',
    imageVariant: 2,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Public defense', 'Courts', 'Criminal justice'],
    body: `The U.S. Constitution guarantees people accused of crimes that could lead to jail the right to a lawyer, and the Supreme Court ruled in 1963 that states must provide one to defendants who cannot afford to hire their own. How that promise is kept is left largely to the states.

For decades, Michigan left public defense almost entirely to counties and cities, with little state money and few statewide rules. The quality of representation could depend on where a person was charged. In 2013, the Legislature created the Michigan Indigent Defense Commission to set minimum standards and help local systems meet them with state funding.

The commission's standards cover training and continuing education for defense lawyers, a prompt and confidential first interview with the client, access to investigators and expert witnesses, the presence of a lawyer at arraignment, independence of public defense from the judges who hear the cases, and fair compensation for attorneys. Each local system submits a plan and a budget to meet the standards, and the state pays most of the added cost.

Local systems are organized differently. Some counties have a public defender office with salaried staff lawyers. Others assign cases to private lawyers from a list or contract with a law firm, and some use a mix. Many systems also have separate arrangements for appeals, which in Michigan are often handled by the State Appellate Defender Office.

If you are charged with a crime and cannot afford a lawyer, tell the court at your first appearance. You will usually fill out a short form about your income and expenses. Courts may ask people who can pay part of the cost to contribute, but a person may not be denied a lawyer because they cannot pay.

The commission publishes each local system's plan and compliance reports, which show how public defense works in your county.`,
  },
  {
    slug: 'jury-duty-in-michigan-what-to-expect',
    title: 'Called for Jury Duty in Michigan? Here Is What to Expect',
    description: 'Who can serve, how jurors are chosen, what employers may not do and how long service usually lasts.',
    date: '2026-11-09T09:00:00-05:00',
    imageVariant: 3,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Jury duty', 'Courts', 'Civic life'],
    body: `Juries decide many of Michigan's criminal trials and civil lawsuits, and the courts draw jurors from the people who live in each county or court district. Names are usually selected at random from the Secretary of State's lists of driver's license and state ID holders.

The process often starts with a questionnaire that helps the court confirm that you qualify. In general, jurors must be U.S. citizens at least 18 years old who live in the county or district, can communicate in English and are physically and mentally able to serve. People who served on a jury within the past year and people convicted of a felony are generally not eligible, and people over a certain age can ask to be excused.

A summons tells you when to report, or when to call or check online to find out whether you are needed. Many courts use a call-in or online system, and a large share of people summoned are never asked to come in. If you cannot serve on the date given, contact the court right away; many courts will postpone service once for good reason.

When you report, you may be sent to a courtroom for jury selection, called voir dire. The judge and lawyers ask questions to find out whether anyone has a connection to the case or a reason they could not be fair. Being excused at this stage is not a judgment of you; it is how the court seeks an impartial jury.

Most jurors serve for one day or for the length of one trial. State law prohibits employers from firing or disciplining an employee for serving on a jury or for responding to a summons, although employers are not required to pay wages during service. Courts pay jurors a modest daily fee and mileage set by law.

Jury service is one of the few civic duties shared by almost every adult, and it is where residents decide cases directly. If you have questions, the court that summoned you lists a phone number and website on the summons.`,
  },
  {
    slug: 'small-claims-court-michigan-guide',
    title: 'Small Claims Court in Michigan: A Plain-Language Guide',
    description: 'Disputes over a security deposit, a repair or a small debt can be settled without a lawyer. How to file, prepare and collect.',
    date: '2026-11-05T09:00:00-05:00',
    imageVariant: 4,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Small claims', 'Courts', 'Consumer rights'],
    body: `Small claims is a division of Michigan's district courts designed for people to resolve money disputes without lawyers. Common cases include unreturned security deposits, unpaid personal loans, property damage and disputes with contractors or businesses. The maximum amount you can claim is set by state law and rises every few years; check the current limit with your district court or Michigan Legal Help before filing.

Lawyers may not represent either side in small claims. There is no jury; a district judge or a magistrate hears the case and decides it, usually at the first hearing. In exchange for that speed and simplicity, both sides give up the right to appeal a judge's decision. If a magistrate decides the case, either side can ask for a new hearing before a judge.

To start a case, you file an affidavit and claim form with the district court for the area where the other party lives or does business or where the dispute happened, and pay a filing fee that depends on the amount claimed. The other party must then be served with the papers. The court will tell you what options are available, such as certified mail.

A defendant who wants a lawyer, or a jury, can ask to move the case to the court's regular civil division, where the usual rules of court apply.

Preparation matters. Bring copies of contracts, receipts, photographs, text messages and estimates, organized by date, plus an extra copy for the other side. Be ready to explain in a few minutes what happened and how you calculated the amount you are asking for. Witnesses can come with you.

Winning a judgment is not the same as being paid. If the other party does not pay, the court can explain collection tools such as garnishing wages or a bank account, which require additional forms and fees. Michigan Legal Help has free guides and forms for each step, from filing to collecting.`,
  },
  {
    slug: 'how-to-look-up-a-michigan-court-case',
    title: 'How to Look Up a Michigan Court Case',
    description: 'Court records are largely public. Where to search for a case, what you will find online and what requires a trip to the clerk’s office.',
    date: '2026-11-01T09:00:00-05:00',
    imageVariant: 5,
    imageAlt: 'Illustration of a courthouse with columns and the scales of justice',
    tags: ['Court records', 'Public records', 'Courts'],
    body: `Most records of Michigan court cases are public, which means anyone can learn that a case was filed, who the parties are, what hearings were held and how it ended. Finding them depends on which court handled the case.

Many trial courts have joined MiCOURT, the state judiciary's online case search, which lets you search by name or case number in participating courts. Not every court participates, and some show only a summary of the case, called the register of actions, rather than the documents themselves.

Cases in the Michigan Court of Appeals and the Michigan Supreme Court can be searched on the courts' website, where many briefs and opinions are available to read. Published opinions of both courts are also freely available online.

Some county circuit and district courts run their own online search systems. If you cannot find a case online, the clerk of the court that handled it can help in person or by phone. Clerks can tell you how to view a file and what copies cost; they cannot give legal advice about a case.

Federal cases, such as federal crimes, civil rights lawsuits and bankruptcies, are handled by the U.S. District Courts for the Eastern and Western Districts of Michigan and are searchable through the federal PACER system, which charges a small fee per page with a quarterly waiver for light users.

Not everything is public. Juvenile cases, many family matters involving children, records that have been set aside and records sealed by a judge are generally confidential. Court records can also contain mistakes or people with the same name, so check identifying details such as the date of birth or address before drawing conclusions. Reporters at ${site.name} use the same tools described here, and we verify records with the court before we report on them.`,
  },
];

const cannabisCorner: readonly Draft[] = [
  {
    slug: 'what-adults-can-do-under-michigans-cannabis-law',
    title: 'What Adults Can and Cannot Do Under Michigan’s Cannabis Law',
    description: 'Possession limits, home growing, public use, federal land and landlords: the basic rules for adults 21 and older.',
    date: '2026-11-20T09:00:00-05:00',
    imageVariant: 0,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Cannabis law', 'Adult use', 'Your rights'],
    body: `Michigan voters approved recreational, or adult-use, cannabis in 2018 through a ballot proposal that became the Michigan Regulation and Taxation of Marihuana Act. The law allows adults 21 and older to possess, use and grow limited amounts of cannabis, and it created a licensed market for sales.

Adults may carry up to 2.5 ounces of cannabis, of which no more than 15 grams may be concentrate. At home, an adult may keep up to 10 ounces, with amounts over 2.5 ounces kept in a locked container or secured area. A household may grow up to 12 plants, out of public view and secured from unauthorized access. Adults may give cannabis within the possession limits to another adult, as long as it is not sold or offered in exchange for payment or as part of a promotion.

The law does not allow use in public places, on school grounds or in a vehicle on a public road, and it does not permit driving while impaired. Designated consumption businesses are allowed only where local governments permit them.

Cannabis remains illegal under federal law. That matters on federal land, including national forests, national parks and national lakeshores in Michigan, and for anyone who works in a federally regulated job or lives in federally assisted housing. Carrying cannabis across state lines is also illegal, even between states where it is legal.

Private rules still apply. Employers may keep drug-free workplace policies and act on positive tests. Landlords may ban smoking and growing on their property, and many leases do. Colleges and universities generally prohibit cannabis on campus because they receive federal funding.

The state Cannabis Regulatory Agency licenses businesses and publishes guidance for consumers, including how to check that a store is licensed. Buying only from licensed retailers means products have been tested and tracked under state rules.`,
  },
  {
    slug: 'how-local-cannabis-opt-outs-work',
    title: 'Can Your Town Say No to Cannabis Businesses? How Local Opt-Outs Work',
    description: 'Michigan communities decide whether cannabis stores and growers may operate within their borders. What an opt-out covers, and what it does not.',
    date: '2026-11-15T09:00:00-05:00',
    imageVariant: 1,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Local government', 'Cannabis business', 'Zoning'],
    body: `Michigan's adult-use cannabis law lets each city, village and township decide whether licensed cannabis businesses can operate within its borders. A community can prohibit all cannabis businesses, allow some types and not others, or limit how many may open.

Many Michigan communities, particularly townships, have chosen to opt out, while many cities allow at least some businesses. Some have changed their minds over time, in both directions, as they watched how neighboring communities fared.

An opt-out affects businesses, not residents. Adults 21 and older who live in a community that has opted out may still possess and use cannabis at home and grow plants for personal use within the state's limits, and they may buy from a licensed store in another community.

Communities that allow businesses usually regulate them through zoning and licensing ordinances. These can set where stores may be located, for example away from schools, as well as hours, signs and the number of licenses. Businesses must have local approval before the state will issue a license for that location.

Residents can also act directly. The state law allows voters to propose, by petition, a local ordinance that allows or limits cannabis businesses, which then goes on the ballot. The number of signatures required and the deadlines are set by law, and the local clerk can explain the process.

There is a financial side to the decision. A share of the state's adult-use cannabis excise tax is distributed to cities, villages, townships and counties where licensed retail stores and microbusinesses are located. Communities that opt out do not receive that share. Local debates usually weigh that revenue against concerns about traffic, neighborhood character and the number of stores nearby.

To find out where your community stands, check its ordinances online or ask the city or township clerk. The Cannabis Regulatory Agency also publishes lists of licensed businesses by location.`,
  },
  {
    slug: 'how-michigan-shares-cannabis-tax-money',
    title: 'How Michigan Shares Cannabis Tax Money',
    description: 'Adult-use sales carry a special excise tax on top of the sales tax. Where that money goes, as set out in the voter-approved law.',
    date: '2026-11-11T09:00:00-05:00',
    imageVariant: 2,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Taxes', 'Cannabis business', 'State budget'],
    body: `When an adult buys cannabis at a licensed Michigan store, the price includes two taxes: the state's 6 percent sales tax, which applies to most purchases, and a 10 percent excise tax that applies only to adult-use cannabis. The excise tax was created by the 2018 ballot proposal that legalized adult use.

The law that voters approved spells out where excise tax revenue goes. After the state covers the cost of administering the law, and after money set aside for clinical research on cannabis and veterans' health in the program's early years, the remaining revenue is divided four ways.

Fifteen percent goes to cities, villages and townships where licensed retail stores and microbusinesses are located, and 15 percent goes to counties where those businesses are located, shared according to the number of businesses. Thirty-five percent goes to the School Aid Fund for K-12 education, and 35 percent goes to the Michigan Transportation Fund for repairing and maintaining roads and bridges.

For local governments, the payments can be significant. Many communities use them for public safety, roads or parks; the law does not dictate how local governments spend their share. Because the amount depends on the number of licensed businesses, payments per business have changed as the market has grown.

The sales tax portion follows the normal path of Michigan sales tax revenue, most of which supports the School Aid Fund and revenue sharing with local governments.

Tax rules can change. The Legislature can amend how cannabis is taxed in some respects, and it has debated doing so. For current rates and payment reports, check the Michigan Department of Treasury, which publishes the distribution to each local government every year, and the Cannabis Regulatory Agency's statistics on sales.`,
  },
  {
    slug: 'clearing-old-marijuana-convictions',
    title: 'Clearing Old Marijuana Convictions in Michigan',
    description: 'Conduct that is legal today once led to criminal records. How people with past marijuana convictions can have them set aside.',
    date: '2026-11-08T09:00:00-05:00',
    imageVariant: 3,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Expungement', 'Cannabis law', 'Criminal records'],
    body: `Before voters legalized adult-use cannabis in 2018, thousands of Michigan residents were convicted of marijuana offenses for conduct that would be legal for adults today, such as possessing a small amount. Those records can still surface in background checks for jobs, housing and loans.

As part of the Clean Slate package passed in 2020, the Legislature created a specific path for these convictions. A person convicted of a misdemeanor marijuana offense that would not have been a crime if committed by an adult after the 2018 law took effect can apply to the court where they were convicted to have the conviction set aside.

For these applications, the law presumes that the conviction was based on conduct that is now legal, and the burden is on the prosecutor to show otherwise if they object. That makes the process simpler than a general expungement application. Some eligible convictions may also be cleared automatically under the Clean Slate law's automatic set-aside process, once enough time has passed.

To apply, you will need the details of the conviction, such as the court, the case number and the date. If you do not have them, the court clerk or the Michigan State Police's public criminal history search can help. Michigan Legal Help offers free guides and forms for marijuana set-asides, and some legal aid offices and community groups hold expungement clinics where volunteers help people complete the paperwork.

Felony marijuana convictions, such as those involving larger amounts or sales, are not covered by this specific process, but some may be eligible under the general set-aside rules.

A set-aside removes the conviction from the public record and, in most situations, allows a person to say they have not been convicted of that offense. Because each case is different, anyone unsure of their eligibility may want to talk with a legal aid office before applying.`,
  },
  {
    slug: 'how-a-cannabis-business-gets-licensed',
    title: 'How a Cannabis Business Gets Licensed in Michigan',
    description: 'From background checks to local approval and product testing, the steps a cannabis business must complete before it can open.',
    date: '2026-11-04T09:00:00-05:00',
    imageVariant: 4,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Cannabis business', 'Licensing', 'Regulation'],
    body: `Every legal cannabis business in Michigan, from a small grower to a testing laboratory, must hold a state license issued by the Cannabis Regulatory Agency, which is part of the Department of Licensing and Regulatory Affairs. The licensing process is designed to check who is behind a business and whether its location meets state and local rules.

Applications generally have two steps. In prequalification, the agency reviews the applicant and the people with an ownership interest or control, including background checks and financial disclosures. In the second step, the applicant identifies a specific location, shows that the local government allows that type of business there, and passes inspections, including a fire safety inspection, before a license is issued.

There are several license types. Growers are licensed by plant count in classes, processors turn plants into products such as edibles and concentrates, retailers sell to adults, secure transporters move products between businesses, and safety compliance facilities test products for potency and contaminants. Microbusinesses may grow a limited number of plants and process and sell their own products in one place. Some licenses cover events or designated consumption lounges where local governments allow them.

Products must be tested by a licensed laboratory before sale, and every plant and package is tracked from seed to sale in a statewide monitoring system. Products that fail testing cannot be sold as they are, and the agency can issue recalls and public health advisories when problems are found.

Licenses must be renewed every year, and the agency can fine, suspend or revoke licenses for violations. Its disciplinary actions and license lists are public.

For residents, the system's main practical value is knowing what you are buying. Licensed stores must sell tested, labeled products and check that customers are 21 or older. The agency's website lets anyone confirm that a business is licensed and read recent advisories.`,
  },
  {
    slug: 'cannabis-driving-and-the-workplace',
    title: 'Cannabis, Driving and the Workplace: What Michigan Law Says',
    description: 'Legal for adults does not mean allowed everywhere. What the law says about driving, employers and testing.',
    date: '2026-10-30T09:00:00-05:00',
    imageVariant: 5,
    imageAlt: 'Illustration of a cannabis leaf on a plain background',
    tags: ['Cannabis law', 'Road safety', 'Employment'],
    body: `Michigan's adult-use cannabis law made clear from the start that legal possession does not mean permission to drive impaired or to ignore workplace rules.

Operating a vehicle while impaired by cannabis is illegal in Michigan, just as it is with alcohol, and penalties can include fines, license sanctions and jail. Unlike alcohol, cannabis impairment is not measured by a simple number such as a blood-alcohol level. Police rely on driving behavior, field sobriety tests, evaluations by officers trained as drug recognition experts and chemical tests. The simplest rule is the safest: do not drive after using cannabis.

Passengers and drivers should also keep cannabis out of reach while the vehicle is moving, for example sealed in the trunk, and no one may use cannabis in a vehicle on a public road.

At work, the law lets employers keep drug-free workplace policies and discipline or refuse to hire people who violate them, including by testing positive. Some employers, including many private companies and some public employers, have chosen to stop testing job applicants for cannabis, while others test for safety reasons. Federal rules still require testing for some jobs, such as commercial truck and bus drivers, pilots and many federal contractors.

Because THC can be detected for days or weeks after use, a positive test does not necessarily mean a person was impaired at work, and that difference is at the center of ongoing debates over testing policies. For now, employees should read their employer's written policy and ask human resources if it is unclear.

Medical cannabis patients have some additional protections under Michigan's medical marijuana law, but those protections are limited and do not extend to working while impaired or to federally regulated jobs. Anyone facing discipline over cannabis use may want to seek advice from a lawyer or a legal aid office.`,
  },
];

/** Page of a sample story: /{section}/{story}. */
function sectionPath(sectionSlug: SampleSection['slug'], storySlug: string): string {
  return `/${sectionSlug}/${storySlug}`;
}

function toStories(sectionSlug: SampleSection['slug'], category: string, desk: { author: string; authorBio: string }, drafts: readonly Draft[]): StoryContent[] {
  return drafts.map(({ imageVariant, ...draft }) => ({
    ...draft,
    path: sectionPath(sectionSlug, draft.slug),
    category,
    ...desk,
    image: `/images/editorial/${sectionSlug}-${imageVariant % 6}.svg`,
    sample: true,
  }));
}

/** Card data for a story: `path` to its page, `link: null`, marked as a sample in `source`. */
function storyToArticle(story: StoryContent, categorySlug?: string): Article {
  return {
    id: story.path,
    title: story.title,
    excerpt: story.description,
    link: null,
    path: story.path,
    image: story.image,
    date: story.date,
    author: story.author,
    category: story.category,
    ...(categorySlug ? { categorySlug } : {}),
    ...(story.sample ? { source: SAMPLE_LABEL } : {}),
  };
}

function section(slug: SampleSection['slug'], title: string, description: string, stories: readonly StoryContent[]): SampleSection {
  return { slug, title, description, stories, articles: stories.map((s) => storyToArticle(s, slug)) };
}

export const sampleSections: readonly SampleSection[] = [
  section(
    'state-news',
    'State News',
    'How Michigan state government works: the Legislature, the budget, open meetings and public records. These sample articles show the explainers this section publishes.',
    toStories('state-news', 'State News', capitolDesk, stateNews),
  ),
  section(
    'justice-watch',
    'Justice Watch',
    'Michigan’s courts and justice system from a resident’s point of view: records, rights, public defense and a day in court. These sample articles show the explainers this section publishes.',
    toStories('justice-watch', 'Justice Watch', justiceDesk, justiceWatch),
  ),
  section(
    'cannabis-corner',
    'Cannabis Corner',
    'Michigan’s cannabis rules, business licensing, local decisions, tax revenue and expungement, explained for residents. These sample articles show the explainers this section publishes.',
    toStories('cannabis-corner', 'Cannabis Corner', cannabisDesk, cannabisCorner),
  ),
];

export function findSampleSection(slug: string): SampleSection | undefined {
  return sampleSections.find((s) => s.slug === slug);
}

export function findSampleStory(sectionSlug: string, storySlug: string | undefined): StoryContent | undefined {
  if (!storySlug) return undefined;
  return findSampleSection(sectionSlug)?.stories.find((s) => s.slug === storySlug);
}

/** Up to `count` other stories from the same section, newest first, then from the other sections. */
export function relatedSampleArticles(story: Pick<StoryContent, 'path' | 'category'>, count = 3): Article[] {
  const all = sampleSections.flatMap((s) => s.articles);
  const same = all.filter((a) => a.category === story.category && a.path !== story.path);
  const other = all.filter((a) => a.category !== story.category);
  const byDate = (a: Article, b: Article) => (b.date ?? '').localeCompare(a.date ?? '');
  return [...same.sort(byDate), ...other.sort(byDate)].slice(0, count);
}
