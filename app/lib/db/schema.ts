import { relations, sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// The single source of truth for the database shape. The SQL in supabase/migrations is
// generated from this file (drizzle-kit generate) and schema-drift.test.ts fails when the two
// disagree, so change this file first and generate a new migration after.
//
// Every table enables row-level security without policies: on Supabase the public schema is
// also served by its REST API to the anon and authenticated roles, and RLS with no policy
// shuts that door. The app connects as the tables' owner, which RLS does not restrict.

export const seniorityLevels = [
  "junior",
  "mid",
  "senior",
  "lead",
  "architect",
  "specialist",
] as const;

export type Seniority = (typeof seniorityLevels)[number];

export const seniority = pgEnum("seniority", seniorityLevels);

/** Role categories ("Development", "Design", ...): the spec calls the table role_skill. */
export const roleSkill = pgTable("role_skill", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  /** A lucide icon name in kebab case ("code", "palette"), resolved by the UI. */
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
}).enableRLS();

export const skills = pgTable("skills", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  /** A lucide icon name in kebab case; null when no icon fits (the UI shows a generic one). */
  icon: text("icon"),
}).enableRLS();

export const jobPositions = pgTable(
  "job_positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable public key: the rate table's role key ("frontend") and the briefing's role id. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    // Restrict, not cascade: deleting a category must not silently delete its positions.
    roleSkillId: uuid("role_skill_id")
      .notNull()
      .references(() => roleSkill.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("job_positions_role_skill_id_idx").on(table.roleSkillId)],
).enableRLS();

export const jobPositionSkills = pgTable(
  "job_position_skills",
  {
    jobPositionId: uuid("job_position_id")
      .notNull()
      .references(() => jobPositions.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.jobPositionId, table.skillId] }),
    // The primary key serves lookups by position; deleting a skill needs this one.
    index("job_position_skills_skill_id_idx").on(table.skillId),
  ],
).enableRLS();

export const positionRates = pgTable(
  "position_rates",
  {
    jobPositionId: uuid("job_position_id")
      .notNull()
      .references(() => jobPositions.id, { onDelete: "cascade" }),
    seniority: seniority("seniority").notNull(),
    // Exact decimal in the database (no float rounding in sums there); cents are enough for
    // an hourly rate, and JavaScript numbers represent every numeric(10,2) value exactly
    // enough for display and the calculator's arithmetic.
    hourlyRateUsd: numeric("hourly_rate_usd", {
      precision: 10,
      scale: 2,
      mode: "number",
    }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobPositionId, table.seniority] }),
    check("position_rates_hourly_rate_usd_positive", sql`${table.hourlyRateUsd} > 0`),
  ],
).enableRLS();

export const roleSkillRelations = relations(roleSkill, ({ many }) => ({
  jobPositions: many(jobPositions),
}));

export const skillsRelations = relations(skills, ({ many }) => ({
  jobPositionSkills: many(jobPositionSkills),
}));

export const jobPositionsRelations = relations(jobPositions, ({ one, many }) => ({
  roleSkill: one(roleSkill, { fields: [jobPositions.roleSkillId], references: [roleSkill.id] }),
  skills: many(jobPositionSkills),
  rates: many(positionRates),
}));

export const jobPositionSkillsRelations = relations(jobPositionSkills, ({ one }) => ({
  jobPosition: one(jobPositions, {
    fields: [jobPositionSkills.jobPositionId],
    references: [jobPositions.id],
  }),
  skill: one(skills, { fields: [jobPositionSkills.skillId], references: [skills.id] }),
}));

export const positionRatesRelations = relations(positionRates, ({ one }) => ({
  jobPosition: one(jobPositions, {
    fields: [positionRates.jobPositionId],
    references: [jobPositions.id],
  }),
}));

export type RoleSkill = typeof roleSkill.$inferSelect;
export type Skill = typeof skills.$inferSelect;
export type JobPosition = typeof jobPositions.$inferSelect;
export type PositionRate = typeof positionRates.$inferSelect;
