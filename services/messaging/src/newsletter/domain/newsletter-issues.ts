import type { NewsletterIssueRequest } from '@glow/contracts';
import { notFound, type Database } from '@glow/service-kit';
import { IssueRepository, type IssueProgress } from '../data/issue-repository';

export const issueNotFound = 'Issue not found';

/** Issues the admin sends: made with their deliveries in one commit, then sent in the background. */
export class NewsletterIssues {
  constructor(
    private readonly db: Database,
    private readonly sender: { wake(): void },
  ) {}

  async publish({ subject, body }: NewsletterIssueRequest): Promise<IssueProgress> {
    const id = await this.db.transaction((client) => new IssueRepository(client).create(subject, body));
    this.sender.wake();
    return this.get(id);
  }

  list(): Promise<IssueProgress[]> {
    return new IssueRepository(this.db.pool).list();
  }

  async get(id: string): Promise<IssueProgress> {
    const issue = await new IssueRepository(this.db.pool).findById(id);
    if (!issue) throw notFound(issueNotFound);
    return issue;
  }
}
