import { checkEvent, createEnvelope, topicContracts, topicJsonSchema, topics, type Topic } from '../src';
import { recordedEvents, recordedSchema, recordedVersions } from '../src/fixtures';
import { schemaErrors, uncoveredBy, valuesRefused } from './support/compatibility';

const versionsUpTo = (current: number) => Array.from({ length: current }, (_, index) => index + 1);

const record = 'npm run contracts:record';

describe.each(topics)('topic %s', (topic: Topic) => {
  const { owner, version: current } = topicContracts[topic];

  it('when its versions are listed, then every one from 1 to the current has fixtures and a schema, and none is beyond it', () => {
    expect(recordedVersions(topic)).toEqual(versionsUpTo(current));
  });

  it('when its schema is compared with the recorded current version, then they are the same (a change needs a new version)', () => {
    const recorded = recordedSchema(topic, current);
    const hint =
      `${topic}'s schema differs from version ${current} as recorded. If the change only adds ` +
      `optional fields, give it version ${current + 1} in topics.ts, run \`${record}\` and write ` +
      `libs/contracts/fixtures/${topic}/v${current + 1}.json; otherwise publish a new topic.`;
    expect({ hint, schema: topicJsonSchema(topic) }).toEqual({ hint, schema: recorded });
  });

  it("when its owner wraps an event, then the envelope carries the topic's current version", () => {
    expect(createEnvelope(owner, { type: topic, key: 'k', data: {} }).version).toBe(current);
  });

  describe.each(versionsUpTo(current))('version %i', (version) => {
    const events = recordedEvents(topic, version);
    const schema = recordedSchema(topic, version);

    it("when its fixtures are read, then each is an envelope of this version from the topic's owner that its recorded schema accepts", () => {
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect({ type: event.type, version: event.version, source: event.source }).toEqual({
          type: topic,
          version,
          source: owner,
        });
        expect(schemaErrors(schema, event.data)).toEqual([]);
      }
    });

    it('when its fixtures are read, then together they show every field and every enumerated value of the version', () => {
      expect(
        uncoveredBy(
          schema,
          events.map((event) => event.data),
        ),
      ).toEqual([]);
    });

    it('when a consumer on the current contracts reads its fixtures, then every one passes', () => {
      for (const event of events) {
        const check = checkEvent(topic, JSON.parse(JSON.stringify(event)));
        expect(check.ok ? 'ok' : check.reason).toBe('ok');
      }
    });

    it('when every later version is compared with it, then none refuses a value this version could write (BACKWARD_TRANSITIVE)', async () => {
      for (const later of versionsUpTo(current).filter((candidate) => candidate > version)) {
        const refused = await valuesRefused(schema, recordedSchema(topic, later));
        expect({ later, refused }).toEqual({ later, refused: undefined });
      }
    });
  });
});
