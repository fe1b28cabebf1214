/**
 * Sample blog posts, so the blog works without a configured service. They have the service's
 * get_details shape and pass the same validation; each says it is a sample, not reporting.
 */
interface SampleBlogPost {
  readonly id: string;
  readonly slug: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly shortTailKeywords: string;
  readonly longTailKeywords: readonly string[];
  readonly date: string;
  readonly blog: string;
  readonly pinterestImageLink?: string;
  readonly youtubeShortsUrl?: string;
}

const NOTE =
  '> **Sample post.** This explainer ships with the site so the blog works before the newsroom’s publishing service is connected. It is general civic information, not reporting on a particular event.';

function body(...paragraphs: string[]): string {
  return [NOTE, ...paragraphs].join('\n\n');
}

export const sampleBlogPosts: readonly SampleBlogPost[] = [
  {
    id: 'sample-1',
    slug: 'sample-how-a-bill-becomes-law-in-lansing',
    metaTitle: 'How a Bill Becomes Law in Lansing',
    metaDescription: 'Sample post: the path a bill takes through the Michigan House, the Senate and the governor’s desk, and where the public can weigh in.',
    shortTailKeywords: 'Michigan Legislature, Lansing',
    longTailKeywords: ['how a bill becomes law in Michigan', 'Michigan committee hearings'],
    date: '2026-11-18T14:00:00Z',
    blog: body(
      'Michigan has a part-time-sounding but full-time Legislature: a 110-member House of Representatives and a 38-member Senate. Any member can introduce a bill, and most bills die quietly in committee.',
      '## The main steps',
      '| Step | Where | Can the public take part? |\n|---|---|---|\n| Introduction and referral | House or Senate floor | Watch the session |\n| Committee hearing | Committee room, usually livestreamed | Yes: written or spoken testimony |\n| Floor vote | Chamber of origin | Watch; contact your legislator |\n| Same steps again | The other chamber | Yes |\n| Signature or veto | Governor | Contact the governor’s office |',
      'A bill passed by both chambers in identical form goes to the governor, who has 14 days while the Legislature is in session to sign or veto it.[^days] A veto can be overridden by a two-thirds vote of each chamber.',
      '## A checklist for following a bill',
      '- [x] Find the bill number on the Legislature’s website\n- [x] Sign up for committee meeting notices\n- [ ] Send written testimony before the hearing\n- [ ] Check the roll-call vote after the floor session',
      'Bills that are ~~fast-tracked~~ moved quickly through both chambers in a single week still pass through the same steps; the steps simply happen close together.',
      'Read the bills themselves at [legislature.mi.gov](https://www.legislature.mi.gov/).',
      '[^days]: Counted as calendar days, excluding Sundays, under the Michigan Constitution.',
    ),
  },
  {
    id: 'sample-2',
    slug: 'sample-reading-your-michigan-property-tax-bill',
    metaTitle: 'Reading Your Michigan Property Tax Bill',
    metaDescription: 'Sample post: taxable value, the Proposal A cap, millage rates and the homestead exemption, explained line by line.',
    shortTailKeywords: 'property taxes, millage',
    longTailKeywords: ['Michigan taxable value', 'principal residence exemption'],
    date: '2026-11-14T14:00:00Z',
    blog: body(
      'A Michigan tax bill multiplies two numbers: the **taxable value** of the property and the **millage rate** each local unit levies. One mill is one dollar for every $1,000 of taxable value.',
      '## Taxable value is not market value',
      'Since voters approved Proposal A in 1994, the taxable value of a property can rise each year by no more than the rate of inflation or 5 percent, whichever is lower, until the property changes hands. After a sale, the cap "uncaps" and taxable value resets to the state equalized value.',
      '## The principal residence exemption',
      'Owners who live in their home can claim an exemption from most of the local school operating millage. If your bill shows 0 percent for the exemption on the home you live in, call your assessor.',
      '## Where to ask questions',
      'Each spring, local boards of review hear appeals of assessments. Dates are published by your city or township.',
    ),
  },
  {
    id: 'sample-3',
    slug: 'sample-townships-cities-and-villages',
    metaTitle: 'Townships, Cities and Villages: Who Runs What in Michigan',
    metaDescription: 'Sample post: the differences between Michigan’s general law and charter townships, cities and villages, and why it matters for your services.',
    shortTailKeywords: 'local government, townships',
    longTailKeywords: ['Michigan charter township', 'village government Michigan'],
    date: '2026-11-10T14:00:00Z',
    blog: body(
      'Michigan has more than 1,200 townships, about 280 cities and more than 250 villages. Where you live decides who plows your street, who runs your elections and who sets your local tax rate.',
      '## Townships',
      'Townships are run by an elected board: a supervisor, a clerk, a treasurer and trustees. Township clerks run elections for everyone who lives in the township. Charter townships have some extra powers and protections against annexation.',
      '## Cities',
      'Cities are separate from townships and write their own charters. Many use a council-manager form, where an appointed manager runs day-to-day operations.',
      '## Villages',
      'Villages sit inside a township. Residents pay village and township taxes and get services from both.',
    ),
  },
  {
    id: 'sample-4',
    slug: 'sample-speaking-at-public-comment',
    metaTitle: 'How to Speak at Public Comment',
    metaDescription: 'Sample post: what Michigan’s Open Meetings Act guarantees, how public comment usually works, and tips for being heard in three minutes.',
    shortTailKeywords: 'Open Meetings Act, public comment',
    longTailKeywords: ['speak at a city council meeting Michigan', 'Michigan Open Meetings Act rights'],
    date: '2026-11-06T14:00:00Z',
    blog: body(
      'Michigan’s Open Meetings Act says that a person must be allowed to address a meeting of a public body, under rules the body sets and records. Most boards give each speaker about three minutes.',
      '## Before the meeting',
      '- Read the agenda, usually posted at least 18 hours ahead.\n- Check whether comment is taken at the start, the end or both.\n- Write down your main point in one sentence.',
      '## At the microphone',
      'Say your name and, if asked, the community you live in. Speak to the whole board. Stick to one topic and one request.',
      '## After',
      'Minutes must be available within eight business days as a proposed draft. Your comment may appear as a summary.',
    ),
  },
  {
    id: 'sample-5',
    slug: 'sample-filing-a-foia-request',
    metaTitle: 'Filing a Freedom of Information Act Request in Michigan',
    metaDescription: 'Sample post: who must answer a FOIA request, how fast, what it may cost, and what to do if you are denied.',
    shortTailKeywords: 'FOIA, public records',
    longTailKeywords: ['Michigan FOIA request deadline', 'appeal a FOIA denial Michigan'],
    date: '2026-11-02T14:00:00Z',
    blog: body(
      'Michigan’s Freedom of Information Act covers state agencies, counties, cities, townships, school districts and other public bodies. (It does not cover the governor’s office or the Legislature.)',
      '## Deadlines',
      'A public body has five business days to respond. It may take one extension of up to ten business days.',
      '## Costs',
      'Bodies may charge for labor and copies under a formula set out in the law, and must give an itemized estimate when fees are significant.',
      '## Denials',
      'You can appeal to the head of the public body or go to circuit court. Keep copies of every letter and email.',
    ),
  },
  {
    id: 'sample-6',
    slug: 'sample-what-county-commissions-do',
    metaTitle: 'What Michigan County Commissions Do',
    metaDescription: 'Sample post: budgets, jails, courts, health departments and drains — the quiet work of the boards that govern Michigan’s 83 counties.',
    shortTailKeywords: 'county government, Michigan counties',
    longTailKeywords: ['county board of commissioners Michigan', 'county budget Michigan'],
    date: '2026-10-29T14:00:00Z',
    blog: body(
      'Every one of Michigan’s 83 counties is governed by an elected board of commissioners serving two-year terms.',
      'Counties fund the circuit and probate courts, the sheriff and the jail, the prosecutor, the public health department and much of the local election system. Elected officials such as the clerk, treasurer and drain commissioner run their own offices.',
      'County budgets are usually adopted in the fall. Budget hearings are public and include time for comment.',
    ),
  },
  {
    id: 'sample-7',
    slug: 'sample-how-school-boards-set-budgets',
    metaTitle: 'How Michigan School Boards Set Their Budgets',
    metaDescription: 'Sample post: the school fiscal year, the per-pupil foundation allowance, and when residents can speak before the budget is adopted.',
    shortTailKeywords: 'school boards, school funding',
    longTailKeywords: ['Michigan foundation allowance', 'school budget hearing Michigan'],
    date: '2026-10-25T14:00:00Z',
    blog: body(
      'Most Michigan school districts run on a fiscal year that starts July 1, while the state’s starts October 1. That means districts often adopt a budget before they know exactly what the state will send.',
      'The largest piece of state aid is the per-pupil foundation allowance. Districts must hold a public hearing before adopting the budget and post the budget online.',
      'Amendments during the year are common as enrollment counts and state aid become final.',
    ),
  },
  {
    id: 'sample-8',
    slug: 'sample-who-fixes-which-road',
    metaTitle: 'Who Fixes Which Road in Michigan',
    metaDescription: 'Sample post: state trunklines, county roads and city streets have different owners. Here is how to report a pothole to the right one.',
    shortTailKeywords: 'roads, potholes',
    longTailKeywords: ['report a pothole Michigan', 'MDOT trunkline county road commission'],
    date: '2026-10-21T14:00:00Z',
    blog: body(
      'Roads marked I-, US- or M- are state trunklines maintained by the Michigan Department of Transportation, often through contracts with county road agencies.',
      'Most other roads outside cities and villages belong to the county road commission or road department. Cities and villages maintain their own streets.',
      '## Reporting a pothole',
      '1. Note the road name and nearest cross street.\n2. Check the route marker to see if it is a state highway.\n3. Report it to MDOT, the county road agency or your city, as appropriate.',
    ),
  },
  {
    id: 'sample-9',
    slug: 'sample-early-voting-in-michigan',
    metaTitle: 'Early Voting in Michigan: How It Works',
    metaDescription: 'Sample post: the early in-person voting period, absentee ballots and drop boxes under the rules voters approved in 2022.',
    shortTailKeywords: 'elections, early voting',
    longTailKeywords: ['Michigan early in-person voting', 'absentee ballot drop box Michigan'],
    date: '2026-10-17T14:00:00Z',
    blog: body(
      'Since voters approved a constitutional amendment in 2022, Michigan offers at least nine consecutive days of early in-person voting before statewide and federal elections, ending the Sunday before Election Day.',
      'Any registered voter may also vote absentee without giving a reason, and can ask to be placed on the permanent absentee ballot list.',
      'Your city or township clerk publishes early voting sites and hours. Check your registration and sample ballot on the Secretary of State’s voter information site.',
    ),
  },
  {
    id: 'sample-10',
    slug: 'sample-shoreline-permits-and-lake-levels',
    metaTitle: 'Great Lakes Shorelines: Why Permits Matter',
    metaDescription: 'Sample post: why building on a Great Lakes shoreline usually needs state permits, and where property owners can find the rules.',
    shortTailKeywords: 'Great Lakes, shoreline',
    longTailKeywords: ['Michigan shoreline permit EGLE', 'Great Lakes water levels property'],
    date: '2026-10-13T14:00:00Z',
    blog: body(
      'Michigan touches four of the five Great Lakes and has more freshwater shoreline than any other state. Lake levels rise and fall over years, and high-water periods can erode bluffs and beaches quickly.',
      'Work below the ordinary high-water mark, and many projects in designated high-risk erosion or critical dune areas, require permits from the state Department of Environment, Great Lakes, and Energy (EGLE).',
      'Local zoning may add its own setbacks. Ask both the state and your township before you build.',
    ),
  },
  {
    id: 'sample-11',
    slug: 'sample-how-ballot-proposals-reach-voters',
    metaTitle: 'How Ballot Proposals Reach Michigan Voters',
    metaDescription: 'Sample post: petitions, signature thresholds and the Board of State Canvassers — the route from an idea to a statewide ballot question.',
    shortTailKeywords: 'ballot proposals, petitions',
    longTailKeywords: ['Michigan ballot initiative signatures', 'Board of State Canvassers'],
    date: '2026-10-09T14:00:00Z',
    blog: body(
      'Citizens can put proposed laws and constitutional amendments on the statewide ballot by collecting signatures. The number needed is a percentage of the votes cast for governor in the last election.',
      'The Board of State Canvassers reviews petition forms and certifies whether enough valid signatures were filed. Challenges often end up in court.',
      'Local ballot questions, such as millage requests, are placed on the ballot by local boards and appear in the clerk’s sample ballot.',
    ),
  },
  {
    id: 'sample-12',
    slug: 'sample-a-map-of-michigan-courts',
    metaTitle: 'A Map of Michigan’s Courts',
    metaDescription: 'Sample post: district, circuit and probate courts, the Court of Appeals and the Supreme Court — which one hears what.',
    shortTailKeywords: 'courts, Michigan judiciary',
    longTailKeywords: ['Michigan circuit court family division', 'Michigan Court of Appeals'],
    date: '2026-10-05T14:00:00Z',
    blog: body(
      '**District courts** handle misdemeanors, traffic cases, small claims and the first stages of felony cases.',
      '**Circuit courts** hear felonies, larger civil cases and, through their family division, divorce, custody and child-protective cases.',
      '**Probate courts** handle estates, guardianships and mental-health commitments.',
      'Appeals go to the **Court of Appeals** and then, if it agrees to hear them, the seven-member **Michigan Supreme Court**. Published appellate opinions are free to read online.',
    ),
  },
];
