import { site } from '@/config/site';
import type { StoryContent } from './sample-articles';

/**
 * The example article shown at /article-example: a civic explainer that shows
 * the article page's format. It is labelled as a sample on the page.
 */
export const articleExample: StoryContent = {
  slug: 'article-example',
  path: '/article-example',
  title: 'What Happens After You Report a Pothole in Michigan',
  description:
    'A pothole report travels through a chain of road agencies, budgets and work crews. Here is who is responsible for which roads, and how to make a report count.',
  category: 'Local News',
  author: `${site.shortName} Local Desk`,
  authorBio: `The ${site.name} Local Desk covers city halls, township boards, county road commissions and the everyday services residents rely on, from trash pickup to snow plowing, in communities across Michigan.`,
  date: '2026-11-21T09:00:00-05:00',
  image: '/images/editorial/article-example.svg',
  imageAlt: 'Illustration of a road with a pothole, orange traffic cones and a repair truck',
  tags: ['Roads', 'Local government', 'Public services', 'How government works'],
  sample: true,
  body: `Every spring, and often through a mild winter, Michigan's freeze-and-thaw cycle opens potholes faster than crews can fill them. Water seeps into cracks, freezes, expands and breaks the pavement apart when traffic rolls over it. Reporting a pothole is easy. Knowing who will fix it, and when, takes a little more understanding of how Michigan roads are run.

The first question is who owns the road. Interstates, U.S. routes and state highways marked with an "M," such as M-59 or M-28, belong to the Michigan Department of Transportation, which maintains them directly or through contracts with county road agencies. County roads are the responsibility of the county road commission or road department. Streets inside a city or village are usually maintained by that community's public works department. Township residents often live on county roads, because most townships do not maintain their own.

Each agency has its own way to report a problem. Many cities offer an online form or a smartphone app, and some accept reports through a general service line. County road agencies and MDOT have online forms and phone numbers for their regions. A useful report gives the nearest address or cross street, the direction of travel, which lane the pothole is in and how large it is. A photo helps crews judge whether it is an emergency.

After a report arrives, agencies sort repairs by risk. A deep hole on a busy road or near a bike lane may be patched within a day or two, while smaller holes on quiet streets may wait for a scheduled sweep. In cold weather, crews often use a temporary "cold patch" that can pop out again; permanent repairs with hot asphalt usually wait for warmer months, when plants are open.

Money shapes the timeline. Much of the road funding in Michigan comes from state fuel taxes and vehicle registration fees, distributed by a formula to MDOT, county road agencies, cities and villages. Local communities may add money from road millages approved by voters. When a road is failing everywhere, patching is a stopgap, and residents may see the fix only when the road is scheduled for resurfacing or reconstruction.

If a pothole damages your vehicle, you may be able to file a claim with the agency responsible for the road, but state law sets strict notice deadlines and generally holds an agency responsible only if it knew, or should have known, about the defect and had time to repair it. Keep photos, repair receipts and the date and location, and contact the agency promptly to ask about its process.

Reports add up. Agencies use them to plan repairs, and patterns of complaints can influence which roads are considered for larger projects. If a problem keeps coming back, bring it to a public meeting of your city council or county road commission, where budgets and project lists are decided in public.`,
};
