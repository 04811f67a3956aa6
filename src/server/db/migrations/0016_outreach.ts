/**
 * Outreach and the link manager (doc 2 §3 "Outreach (link) entity", §7): the websites and pages a
 * project does outreach to, and each page's (link's) notes, tasks, contact events and history.
 *
 * A website (the contract's domainId) is a host of one project, `www.` dropped (blog.example.org
 * and example.org are two websites); a page (urlId, a link) is a URL on one of them. Both carry
 * their own relationship status, star rating and tags (a JSON array). A page names its project
 * too, so a project's links are one range of an index and moving a website to another project
 * updates its rows in place (their ids, children and history move with them). Deleting a project
 * deletes its websites and pages; deleting a page deletes its notes, tasks, events and history.
 */
import { sql } from 'kysely';

import { serialKey, type AnyDb, type MigrationFactory } from './support';

export const outreach: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('outreach_domains')
        .addColumn('id', 'integer', serial)
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('relationship_status', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('outreach_domains_project_name', ['project_id', 'name'])
        .execute();

      await db.schema
        .createTable('outreach_urls')
        .addColumn('id', 'integer', serial)
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('outreach_domains.id').onDelete('cascade'))
        .addColumn('url_key', 'text', (c) => c.notNull())
        .addColumn('full_url', 'text', (c) => c.notNull())
        .addColumn('relationship_status', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .addColumn('contact_name', 'text')
        .addColumn('contact_email', 'text')
        .addColumn('source', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('outreach_urls_project_key', ['project_id', 'url_key'])
        .execute();
      await db.schema.createIndex('outreach_urls_domain').on('outreach_urls').columns(['domain_id', 'id']).execute();

      // A link's children: each listed through its (url_id, id) index.
      await db.schema
        .createTable('outreach_notes')
        .addColumn('id', 'integer', serial)
        .addColumn('url_id', 'integer', (c) => c.notNull().references('outreach_urls.id').onDelete('cascade'))
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('outreach_tasks')
        .addColumn('id', 'integer', serial)
        .addColumn('url_id', 'integer', (c) => c.notNull().references('outreach_urls.id').onDelete('cascade'))
        .addColumn('task_kind', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text')
        .addColumn('is_complete', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('outreach_contact_events')
        .addColumn('id', 'integer', serial)
        .addColumn('url_id', 'integer', (c) => c.notNull().references('outreach_urls.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text')
        .addColumn('event_date', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('outreach_history')
        .addColumn('id', 'integer', serial)
        .addColumn('url_id', 'integer', (c) => c.notNull().references('outreach_urls.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .execute();
      for (const table of ['outreach_notes', 'outreach_tasks', 'outreach_contact_events', 'outreach_history']) {
        await db.schema.createIndex(`${table}_url`).on(table).columns(['url_id', 'id']).execute();
      }
    },
    async down(db: AnyDb) {
      for (const table of [
        'outreach_history',
        'outreach_contact_events',
        'outreach_tasks',
        'outreach_notes',
        'outreach_urls',
        'outreach_domains',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
