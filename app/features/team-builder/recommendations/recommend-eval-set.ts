// The evaluation set for team recommendations: project descriptions written the way clients
// write them in briefings and first emails (their words, not the catalog's), each with the
// roles a staffing lead would propose for it. A proposal counts as right when the role is in
// that list. `npm run bench:recommend` prints precision@3 and hit@1 over it, and
// recommend.test.ts holds the ranking to the floors decision 034 records.
//
// `heldOut` cases were written after the project patterns were tuned and were not looked at
// while tuning: their score is the honest estimate of how the ranking does on new text.

export interface EvalCase {
  description: string;
  /** Catalog slugs of the roles a staffing lead would propose, in no particular order. */
  expected: readonly string[];
  heldOut?: true;
}

export const RECOMMENDATION_EVAL_SET: readonly EvalCase[] = [
  {
    description:
      "We're a credit union and want members to deposit checks and move money from their phones. Needs to be on iPhone and Android.",
    expected: [
      "mobile",
      "ios-developer",
      "android-developer",
      "backend",
      "mobile-qa-engineer",
      "security-engineer",
      "ux-designer",
      "product-designer",
    ],
  },
  {
    description: "A mobile banking app with payments",
    expected: [
      "mobile",
      "ios-developer",
      "android-developer",
      "backend",
      "mobile-qa-engineer",
      "security-engineer",
    ],
  },
  {
    description:
      "Marketplace that connects dog walkers with pet owners: a website and an app, bookings, reviews and payouts to walkers.",
    expected: [
      "fullstack",
      "mobile",
      "backend",
      "frontend",
      "product-designer",
      "qa-engineer",
      "product-manager",
    ],
  },
  {
    description:
      "Our nightly reports take hours and break all the time. We want a modern warehouse so finance can build their own dashboards.",
    expected: ["data-engineer", "analytics-engineer", "data-analyst", "database-administrator"],
  },
  {
    description:
      "A chatbot on our website that answers customer questions using our help center articles, and hands off to a human when it can't.",
    expected: ["ai-engineer", "backend", "machine-learning-engineer", "fullstack", "frontend"],
  },
  {
    description:
      "Rewrite our 15-year-old claims system (VB6 and classic ASP.NET) into something maintainable without stopping the business.",
    expected: [
      "dotnet-developer",
      "tech-lead",
      "backend",
      "qa-automation",
      "business-analyst",
      "cloud-architect",
      "qa-engineer",
    ],
  },
  {
    description:
      "We want to move our servers out of the colo into AWS and stop deploying by hand on Friday nights.",
    expected: ["devops", "cloud-architect", "site-reliability-engineer", "platform-engineer"],
  },
  {
    description:
      "We're preparing for a SOC 2 audit and our pen test came back with a long list of findings to fix.",
    expected: ["security-engineer", "devops", "backend", "cloud-architect"],
  },
  {
    description:
      "Online store for our handmade furniture. Shopify isn't enough anymore: we need custom configurators and our own checkout.",
    expected: [
      "fullstack",
      "frontend",
      "backend",
      "ui-designer",
      "product-designer",
      "seo-specialist",
      "qa-engineer",
    ],
  },
  {
    description:
      "Spot defects on our production line from camera images before the parts are packed.",
    expected: [
      "computer-vision-engineer",
      "machine-learning-engineer",
      "mlops-engineer",
      "embedded-systems-engineer",
      "data-engineer",
    ],
  },
  {
    description:
      "Predict which subscribers are going to cancel next month so retention can call them.",
    expected: ["data-scientist", "machine-learning-engineer", "data-engineer", "data-analyst"],
  },
  {
    description:
      "Our SaaS dashboard needs a redesign, customers keep telling us it's confusing and they can't find anything.",
    expected: ["ux-designer", "ui-designer", "product-designer", "ux-researcher", "frontend"],
  },
  {
    description:
      "The website has to meet ADA and WCAG requirements before we can bid on a government contract.",
    expected: ["accessibility-specialist", "frontend", "qa-engineer", "ux-designer"],
  },
  {
    description:
      "Firmware for a wearable heart-rate sensor that syncs over Bluetooth with a companion phone app.",
    expected: [
      "embedded-systems-engineer",
      "mobile",
      "ios-developer",
      "android-developer",
      "backend",
      "mobile-qa-engineer",
    ],
  },
  {
    description:
      "A casual multiplayer puzzle game for phones with leaderboards and in-app purchases.",
    expected: [
      "game-developer",
      "mobile",
      "ui-designer",
      "backend",
      "qa-engineer",
      "mobile-qa-engineer",
    ],
  },
  {
    description:
      "Customize Salesforce for our sales reps and sync opportunities with our billing system.",
    expected: ["salesforce-developer", "backend", "business-analyst"],
  },
  {
    description: "Loyalty points as tokens on Ethereum that customers can trade between brands.",
    expected: ["blockchain-developer", "backend", "security-engineer", "frontend", "fullstack"],
  },
  {
    description:
      "The site falls over every Black Friday and pages take eight seconds to load when traffic spikes.",
    expected: [
      "performance-engineer",
      "site-reliability-engineer",
      "backend",
      "devops",
      "database-administrator",
    ],
  },
  {
    description:
      "Too many bugs reach production. We want automated regression tests that run on every pull request.",
    expected: ["qa-automation", "qa-engineer", "devops"],
  },
  {
    description: "Developer documentation, tutorials and a reference for our public API.",
    expected: ["technical-writer", "documentation-engineer"],
  },
  {
    description:
      "Hardly anyone finds us on Google and our ads are getting more expensive every quarter.",
    expected: ["seo-specialist", "growth-marketer", "paid-media-specialist", "content-strategist"],
  },
  {
    description:
      "Set up HubSpot nurture emails and lead scoring for our B2B funnel so sales only calls warm leads.",
    expected: ["marketing-automation-specialist", "growth-marketer", "content-strategist"],
  },
  {
    description:
      "Telehealth MVP: video visits, appointment scheduling and e-prescriptions, HIPAA compliant, web and mobile.",
    expected: [
      "fullstack",
      "backend",
      "frontend",
      "mobile",
      "security-engineer",
      "product-manager",
      "ux-designer",
      "product-designer",
    ],
  },
  {
    description: "Score card transactions in real time and flag the ones that look like fraud.",
    expected: ["data-engineer", "data-scientist", "machine-learning-engineer", "backend"],
  },
  {
    description:
      "Loan origination at a regional bank: Spring Boot microservices replacing a mainframe workflow.",
    expected: [
      "java-developer",
      "backend",
      "tech-lead",
      "qa-automation",
      "devops",
      "business-analyst",
    ],
  },
  {
    description:
      "Our Kubernetes clusters page someone every night. We need proper on-call, alerting and fewer outages.",
    expected: ["site-reliability-engineer", "devops", "platform-engineer"],
  },
  {
    description:
      "An internal developer platform so our product teams can ship new services without opening tickets.",
    expected: ["platform-engineer", "devops", "cloud-architect", "site-reliability-engineer"],
  },
  {
    description:
      "Our Postgres database is slow, queries time out at month end and nobody has ever tested a restore.",
    expected: ["database-administrator", "backend", "data-engineer"],
  },
  {
    description:
      "Someone to run our sprints and keep a team spread over three time zones on track.",
    expected: ["scrum-master", "project-manager", "engineering-manager"],
  },
  {
    description:
      "We don't know what to build next. We need someone to own the roadmap, talk to customers and decide priorities.",
    expected: ["product-manager", "product-owner", "ux-researcher", "business-analyst"],
  },
  {
    description: "Interview our users and figure out why so many drop off during onboarding.",
    expected: ["ux-researcher", "ux-designer", "product-designer", "data-analyst"],
  },
  {
    description: "A Django web app to schedule and dispatch our field technicians.",
    expected: ["python-developer", "backend", "fullstack", "frontend"],
  },
  {
    description: "React Native app so diners can order ahead and pay at our restaurants.",
    expected: ["mobile", "frontend", "backend", "mobile-qa-engineer", "ui-designer"],
  },
  {
    description:
      "Train a model on thousands of our legal contracts so it pulls out the key clauses automatically.",
    expected: ["machine-learning-engineer", "ai-engineer", "mlops-engineer", "data-scientist"],
  },
  {
    description:
      "Our data scientists build models in notebooks and nothing reaches production. We need deployment and monitoring.",
    expected: ["mlops-engineer", "machine-learning-engineer", "devops", "data-engineer"],
  },
  {
    description:
      "We're spinning up a new engineering team and need someone to lead it, hire and mentor the developers.",
    expected: ["engineering-manager", "tech-lead"],
  },
  {
    description:
      "The wording in our app is a mess: error messages confuse people and the onboarding copy is too long.",
    expected: ["ux-writer", "content-strategist", "ux-designer"],
  },
  {
    description:
      "Inventory portal for our warehouses, with barcode scanning on Android handhelds on the floor.",
    expected: ["fullstack", "android-developer", "backend", "frontend", "qa-engineer", "mobile"],
  },
  {
    description: "A self-custody crypto wallet app for iOS and Android.",
    expected: [
      "blockchain-developer",
      "mobile",
      "security-engineer",
      "backend",
      "ios-developer",
      "android-developer",
    ],
  },
  {
    description:
      "Monthly KPI reports in Power BI for the management team, from our ERP and CRM data.",
    expected: ["data-analyst", "analytics-engineer", "data-engineer"],
  },
  {
    description:
      "Our front end is years of jQuery spaghetti. We want to move it to React and TypeScript page by page.",
    expected: ["frontend", "tech-lead", "qa-automation", "fullstack"],
  },
  {
    description: "B2B SaaS for invoicing small businesses, web first, maybe an app later.",
    expected: [
      "fullstack",
      "frontend",
      "backend",
      "product-designer",
      "qa-engineer",
      "product-manager",
    ],
  },
  {
    description:
      "A voice assistant that answers calls for car dealerships and books service appointments.",
    expected: ["ai-engineer", "backend", "machine-learning-engineer", "fullstack"],
  },
  {
    description:
      "Our requirements are all in people's heads. We need someone to map the processes and write user stories for the ERP rollout.",
    expected: ["business-analyst", "product-owner", "project-manager"],
  },
  {
    description: "Load test our API before launch so we know how many users it can take.",
    expected: ["performance-engineer", "qa-automation", "backend"],
  },
  // Written as a held-out round after the first tuning; scored p@3 0.444 and hit@1 0.583 before
  // the patterns were widened with them in view, so they are tuning cases now (decision 034).
  {
    description:
      "We run a chain of gyms and want members to book classes and check in with their phone.",
    expected: [
      "mobile",
      "backend",
      "fullstack",
      "mobile-qa-engineer",
      "ui-designer",
      "product-designer",
    ],
  },
  {
    description:
      "Payroll startup: we need to pay contractors in 12 countries and keep the ledger audit-ready.",
    expected: ["backend", "security-engineer", "fullstack", "qa-automation", "product-manager"],
  },
  {
    description:
      "Our support team drowns in tickets. Could AI draft replies from past conversations for agents to approve?",
    expected: ["ai-engineer", "backend", "machine-learning-engineer", "fullstack", "data-engineer"],
  },
  {
    description:
      "Sales numbers live in twenty Excel files. Leadership wants one source of truth they can trust.",
    expected: ["data-engineer", "analytics-engineer", "data-analyst"],
  },
  {
    description: "Our AWS bill doubled this year and nobody knows what half the resources are for.",
    expected: ["cloud-architect", "devops", "platform-engineer", "site-reliability-engineer"],
  },
  {
    description:
      "A portal where our insurance brokers upload documents, track policies and see commissions.",
    expected: [
      "fullstack",
      "frontend",
      "backend",
      "ux-designer",
      "product-designer",
      "qa-engineer",
    ],
  },
  {
    description:
      "We sell farm equipment with GPS trackers and want farmers to see their machines on a map.",
    expected: ["embedded-systems-engineer", "backend", "fullstack", "mobile", "frontend"],
  },
  {
    description:
      "Our checkout converts badly on mobile and we suspect the form. We want to find out and fix it.",
    expected: ["ux-researcher", "ux-designer", "frontend", "data-analyst", "product-designer"],
  },
  {
    description:
      "Nobody on the team owns releases. Builds break, deploys are scary and we roll back by hand.",
    expected: ["devops", "site-reliability-engineer", "platform-engineer", "qa-automation"],
  },
  {
    description: "A learning platform for nurses with video courses, quizzes and certificates.",
    expected: [
      "fullstack",
      "frontend",
      "backend",
      "product-designer",
      "qa-engineer",
      "ux-designer",
    ],
  },
  {
    description: "Recommend products to shoppers based on what they browsed and bought.",
    expected: ["machine-learning-engineer", "data-scientist", "data-engineer", "backend"],
  },
  {
    description:
      "We got a security questionnaire from an enterprise customer and can't answer half of it.",
    expected: ["security-engineer", "devops", "cloud-architect"],
  },
  // The second held-out round: scored p@3 0.433 and hit@1 0.600 before the patterns were widened
  // again with them in view; tuning cases since (decision 034).
  {
    description:
      "Parents should be able to see their kid's grades and message teachers from a phone app.",
    expected: [
      "mobile",
      "backend",
      "fullstack",
      "product-designer",
      "mobile-qa-engineer",
      "ux-designer",
    ],
  },
  {
    description:
      "We're a logistics company and want to optimise delivery routes and predict late shipments.",
    expected: ["data-scientist", "machine-learning-engineer", "data-engineer", "backend"],
  },
  {
    description:
      "Migrate our on-prem Oracle database to the cloud without losing a night of orders.",
    expected: ["database-administrator", "cloud-architect", "data-engineer", "devops"],
  },
  {
    description: "A members-only community site with forums, events and paid memberships.",
    expected: ["fullstack", "frontend", "backend", "product-designer", "qa-engineer"],
  },
  {
    description:
      "Our mobile app has a 2-star rating: it's slow, crashes on older Android phones and looks dated.",
    expected: [
      "mobile",
      "android-developer",
      "mobile-qa-engineer",
      "performance-engineer",
      "ui-designer",
      "product-designer",
    ],
  },
  {
    description:
      "Give our engineers an AI coding assistant that knows our internal libraries and docs.",
    expected: ["ai-engineer", "machine-learning-engineer", "platform-engineer", "backend"],
  },
  {
    description:
      "We're launching in Brazil and Mexico and need the product translated and our site ranking there.",
    expected: ["content-strategist", "seo-specialist", "frontend", "growth-marketer", "ux-writer"],
  },
  {
    description:
      "Automate the approval workflow for purchase orders that now goes around by email.",
    expected: ["fullstack", "backend", "business-analyst", "frontend"],
  },
  {
    description: "A/B test our pricing page and onboarding to lift trial-to-paid conversion.",
    expected: ["growth-marketer", "data-analyst", "product-designer", "frontend", "ux-researcher"],
  },
  {
    description:
      "Protect our customer data: single sign-on, role-based access and logs of who saw what.",
    expected: ["security-engineer", "backend", "devops", "cloud-architect"],
  },
  // Held out: written after all tuning, scored once, never tuned on. Keep them out of tuning;
  // add a new round here before widening the patterns again.
  {
    description:
      "Veterinary clinics need online appointment booking, reminders by text and a place to keep pet records.",
    expected: ["fullstack", "backend", "frontend", "mobile", "product-designer", "qa-engineer"],
    heldOut: true,
  },
  {
    description:
      "Our Excel-based budgeting process needs to become a proper planning tool for 40 branches.",
    expected: ["fullstack", "business-analyst", "backend", "data-engineer", "frontend"],
    heldOut: true,
  },
  {
    description:
      "We have thousands of scanned invoices and want the amounts and vendors read out automatically.",
    expected: [
      "machine-learning-engineer",
      "ai-engineer",
      "computer-vision-engineer",
      "backend",
      "data-engineer",
    ],
    heldOut: true,
  },
  {
    description:
      "A smart thermostat that homeowners control from an app and that learns their schedule.",
    expected: [
      "embedded-systems-engineer",
      "mobile",
      "backend",
      "machine-learning-engineer",
      "ios-developer",
      "android-developer",
    ],
    heldOut: true,
  },
  {
    description:
      "Our iOS app needs Apple Pay and a widget, and it has to pass App Store review this time.",
    expected: ["ios-developer", "mobile", "mobile-qa-engineer", "backend"],
    heldOut: true,
  },
  {
    description:
      "Help us figure out which of our marketing channels actually brings paying customers.",
    expected: [
      "data-analyst",
      "growth-marketer",
      "analytics-engineer",
      "marketing-automation-specialist",
    ],
    heldOut: true,
  },
  {
    description: "Break our Rails monolith into services that teams can deploy on their own.",
    expected: ["tech-lead", "backend", "platform-engineer", "devops", "cloud-architect"],
    heldOut: true,
  },
  {
    description: "A ride-sharing app for rural towns: riders, drivers, live tracking and fares.",
    expected: [
      "mobile",
      "backend",
      "fullstack",
      "product-designer",
      "mobile-qa-engineer",
      "ios-developer",
      "android-developer",
    ],
    heldOut: true,
  },
];
