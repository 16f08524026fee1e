import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { reindexNodes } from "../search/indexer.ts";
import { STRICT_TIER } from "../search/search-sql.ts";
import type { Facet, SearchResult } from "../search/search-response.ts";
import { seedFromContent } from "../seed/seed-database.ts";
import { bodyOf, TEST_DRIVERS, TEST_NOW, useSeededApp } from "../testing/test-app.ts";

interface Answer {
  question: { query: string; originalQuery: string; collection: { id: string }; inputParameterMap: Record<string, string>;
    selectedCategoryValues: Record<string, string[]> };
  response: {
    resultPacket: {
      resultsSummary: { totalMatching: number; fullyMatching: number; numRanks: number; currStart: number; currEnd: number;
        prevStart: number | null; nextStart: number | null };
      spell: { text: string; url: string } | null;
      results: SearchResult[];
    };
    facets: Facet[];
    curator: { exhibits: { category: string; titleHtml: string; descriptionHtml: string; displayUrl: string; linkUrl: string }[] };
  };
}

const NURSING = "https://www.yu.edu.au/courses/bachelor-of-nursing-hbns";
const HOW_TO_APPLY = "https://www.yu.edu.au/study-at-yu/how-to-apply";

describe.each(TEST_DRIVERS)("GET /s/search.json ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "the real content/", () => {
    const seeded = useSeededApp(driver, "search", {}, { contentDir: `${REPO_ROOT}/content` });
    const get = (query: string) => seeded.app.inject({ method: "GET", url: `/s/search.json?${query}` });
    const search = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode, response.body).toBe(200);
      return bodyOf<Answer>(response);
    };
    const summary = (answer: Answer) => answer.response.resultPacket.resultsSummary;
    const results = (answer: Answer) => answer.response.resultPacket.results;
    const urls = (answer: Answer) => results(answer).map((result) => result.liveUrl);
    const facet = (answer: Answer, name: string) => answer.response.facets.find((candidate) => candidate.name === name);
    const count = (answer: Answer, name: string, label: string) => facet(answer, name)?.allValues.find((value) => value.label === label)?.count;

    it("answers in Funnelback's shape, cacheable for a minute", async () => {
      const response = await get("collection=yu-search-courses&query=nursing&profile=_default&form=json");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=60/);
      expect(response.headers["section-cache-tags"]).toBe("node_list");
      const answer = bodyOf<Answer>(response);
      expect(answer.question).toMatchObject({ query: "nursing", originalQuery: "nursing", collection: { id: "yu-search-courses" },
        inputParameterMap: { collection: "yu-search-courses", query: "nursing", profile: "_default", form: "json" } });
      const course = results(answer).find((result) => result.liveUrl === NURSING);
      expect(course).toMatchObject({ title: "Bachelor of Nursing", collection: "yu-search-courses", component: 0, displayUrl: NURSING,
        fileType: "html", fileSize: null,
        metaData: { type: "course", site: "7", courseCode: "HBNS", studyLevel: "Undergraduate", courseLevel: "Bachelor",
          studyLevelFilter: "Bachelor", studyTopicArea: "Health & biomedicine", studentType: "Australian resident|International student",
          cricosCode: "060123J" } });
      expect(course?.summary).not.toMatch(/<[a-z]/i);
      expect(typeof course?.date).toBe("number");
      for (const result of results(answer)) {
        expect(["course", "unit", "unit_set"]).toContain(result.metaData.type);
        for (const value of Object.values(result.metaData)) expect(typeof value).toBe("string");
        if (result.metaData.type !== "course") expect(result.metaData).not.toHaveProperty("studentType");
      }
      expect(answer.response.curator).toEqual({ exhibits: [] });
    });

    it("ranks a title match above a body-only match, and finds stems and prefixes", async () => {
      // Among units (a course whose summary or keywords name a field ranks with the title matches).
      const answer = await search("collection=yu-search-courses&query=management&num_ranks=100");
      const ranked = results(answer).filter((result) => result.metaData.type === "unit");
      const lastTitleMatch = Math.max(...ranked.filter((result) => /management/i.test(result.title)).map((result) => result.rank));
      const firstBodyOnly = Math.min(...ranked.filter((result) => !/management/i.test(result.title)).map((result) => result.rank));
      expect(Number.isFinite(firstBodyOnly)).toBe(true);
      expect(lastTitleMatch).toBeLessThan(firstBodyOnly);
      expect(urls(await search("collection=yu-search-courses&query=nurses"))).toContain(NURSING);
      expect(urls(await search("collection=yu-search-courses&query=nurs"))).toContain(NURSING);
      expect(urls(await search("collection=yu-search&query=bachelor+of+nurs&num_ranks=3"))[0]).toBe(NURSING);
    });

    it("ranks documents with the whole words above those that only share the last word's beginning", async () => {
      // Past events come last whatever they hold.
      const ranked = results(await search("collection=yu-search&query=fees&num_ranks=500")).filter((result) => result.metaData.upcoming !== "false");
      const whole = ranked.filter((result) => /\bfees?\b/i.test(`${result.title} ${result.summary}`)).map((result) => result.rank);
      const prefixOnly = ranked.filter((result) => !/\bfees?\b/i.test(`${result.title} ${result.summary}`) && /\bfee/i.test(result.title))
        .map((result) => result.rank);
      expect(whole.length).toBeGreaterThan(0);
      expect(prefixOnly.length).toBeGreaterThan(0);
      expect(Math.max(...whole)).toBeLessThan(Math.min(...prefixOnly));
    });

    it("counts facets disjunctively: OR within a facet, AND across facets", async () => {
      const all = await search("collection=yu-search-courses&num_ranks=1");
      const undergraduate = await search("collection=yu-search-courses&num_ranks=1&f.Study+level%7CstudyLevel=Undergraduate");
      const postgraduate = await search("collection=yu-search-courses&num_ranks=1&f.Study+level%7CstudyLevel=Postgraduate");
      const either = await search("collection=yu-search-courses&num_ranks=1&f.Study+level%7CstudyLevel=Undergraduate&f.Study+level%7CstudyLevel=Postgraduate");
      expect(summary(undergraduate).totalMatching).toBeGreaterThan(0);
      expect(summary(either).totalMatching).toBe(summary(undergraduate).totalMatching + summary(postgraduate).totalMatching);
      // The selected facet still counts every level (what choosing another would add).
      expect(count(undergraduate, "Study level", "Postgraduate")).toBe(summary(postgraduate).totalMatching);
      expect(count(undergraduate, "Study level", "Undergraduate")).toBe(summary(undergraduate).totalMatching);
      expect(count(all, "Study level", "Undergraduate")).toBe(summary(undergraduate).totalMatching);
      const levels = facet(undergraduate, "Study level");
      expect(levels).toMatchObject({ selected: true, selectionType: "MULTIPLE", constraintJoin: "OR" });
      expect(levels?.allValues.map((value) => value.label)).toEqual(
        ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"].filter((label) => count(all, "Study level", label) !== undefined));
      // Other facets count within the selection; AND across facets.
      const campus = facet(undergraduate, "Campus")?.allValues[0];
      expect(campus).toBeDefined();
      const both = await search(`collection=yu-search-courses&num_ranks=1&f.Study+level%7CstudyLevel=Undergraduate&${campus?.queryStringParam ?? ""}`);
      expect(summary(both).totalMatching).toBe(campus?.count);
      expect(summary(both).totalMatching).toBeLessThanOrEqual(summary(undergraduate).totalMatching);
      expect(both.question.selectedCategoryValues).toEqual({ "f.Study level|studyLevel": ["Undergraduate"], "f.Campus|campus": [campus?.label] });
      const counts = facet(all, "Study area")?.allValues.map((value) => value.count) ?? [];
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(answerFacetNames(all)).toEqual(["Tabs", "Study level", "Study area", "Campus", "Delivery mode", "Study mode", "Student type", "Intake"]);
    });

    it("writes facet links as Funnelback does", async () => {
      const answer = await search("collection=yu-search-courses&query=nursing&start_rank=11&f.Study+level%7CstudyLevel=Undergraduate");
      const undergraduate = facet(answer, "Study level")?.allValues.find((value) => value.label === "Undergraduate");
      expect(undergraduate).toMatchObject({ data: "Undergraduate", selected: true, queryStringParam: "f.Study+level%7CstudyLevel=Undergraduate",
        toggleUrl: "?collection=yu-search-courses&query=nursing" });
      expect(facet(answer, "Study level")?.categories[0]).toMatchObject({ label: null, queryStringParamName: "f.Study level|studyLevel" });
      expect(facet(answer, "Study level")?.unselectAllUrl).toBe("?collection=yu-search-courses&query=nursing");
      const tabs = facet(answer, "Tabs");
      expect(tabs?.allValues.find((value) => value.label === "News")?.toggleUrl)
        .toBe("?collection=yu-search-courses&query=nursing&f.Tabs%7Cnews=News&f.Study+level%7CstudyLevel=Undergraduate");
    });

    it("always lists the collection's tabs with their counts: Scholarships too in the content collection", async () => {
      const everything = await search("collection=yu-search&num_ranks=1");
      const tabs = facet(everything, "Tabs");
      expect(tabs).toMatchObject({ selectionType: "SINGLE", selected: false });
      expect(tabs?.allValues.map((value) => [value.label, value.selected])).toEqual(
        [["All", true], ["Courses & units", false], ["News", false], ["Events", false], ["People", false], ["Scholarships", false]]);
      expect(count(everything, "Tabs", "Scholarships")).toBe(summary(await search("collection=yu-search-scholarships&num_ranks=1")).totalMatching);
      expect(count(everything, "Tabs", "All")).toBe(summary(everything).totalMatching);
      const courses = await search("collection=yu-search-courses&num_ranks=1");
      expect(count(everything, "Tabs", "Courses & units")).toBe(summary(courses).totalMatching);
      const news = await search("collection=yu-search&num_ranks=1&f.Tabs%7Cnews=News");
      expect(summary(news).totalMatching).toBe(count(everything, "Tabs", "News"));
      expect(summary(news).totalMatching).toBe(75);
      expect(count(news, "Tabs", "All")).toBe(summary(everything).totalMatching);
      expect(count(everything, "Tabs", "People")).toBe(10);
      const none = await search("collection=yu-search-courses&num_ranks=1&f.Tabs%7Cnews=News");
      expect(summary(none).totalMatching).toBe(0);
      expect(facet(none, "Tabs")?.allValues).toHaveLength(5);
    });

    it("pages with Funnelback's boundaries, caps num_ranks at 500 and answers past the end", async () => {
      const first = summary(await search("collection=yu-search-courses&num_ranks=20"));
      expect(first).toMatchObject({ numRanks: 20, currStart: 1, currEnd: 20, prevStart: null, nextStart: 21 });
      const total = first.totalMatching;
      const lastStart = total - (total % 20 === 0 ? 20 : total % 20) + 1;
      const last = await search(`collection=yu-search-courses&num_ranks=20&start_rank=${lastStart}`);
      expect(summary(last)).toMatchObject({ currStart: lastStart, currEnd: total, prevStart: lastStart - 20, nextStart: null, totalMatching: total });
      expect(results(last).at(-1)?.rank).toBe(total);
      const past = await search("collection=yu-search-courses&num_ranks=20&start_rank=100000");
      expect(summary(past)).toMatchObject({ totalMatching: total, currStart: 0, currEnd: 0, nextStart: null });
      expect(results(past)).toEqual([]);
      const capped = await search("collection=yu-search&num_ranks=100000");
      expect(summary(capped).numRanks).toBe(500);
      expect(results(capped)).toHaveLength(Math.min(500, summary(capped).totalMatching));
      const all = summary(await search("collection=yu-search&num_ranks=1")).totalMatching;
      expect(all).toBeGreaterThan(300);
    });

    it("browses a facet with an empty query, in title order", async () => {
      const answer = await search("collection=yu-search-courses&query=&num_ranks=500&f.Study+area%7CstudyTopicArea=Health+%26+biomedicine");
      const titles = results(answer).map((result) => result.title.toLowerCase());
      expect(titles.length).toBeGreaterThan(5);
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const result of results(answer)) expect(result.metaData.studyTopicArea?.split("|")).toContain("Health & biomedicine");
      expect(urls(answer)).toContain(NURSING);
      const byIntake = results(await search("collection=yu-search-courses&sort=metanextIntake&num_ranks=500&f.Tabs%7Ccourses=Courses+%26+units"))
        .map((result) => result.metaData.nextIntake ?? "~");
      expect(byIntake).toEqual([...byIntake].sort());
    });

    it("suggests a corrected query and answers best bets", async () => {
      const misspelt = await search("collection=yu-search&query=nursign");
      expect(urls(misspelt)).toContain(NURSING);
      expect(misspelt.response.resultPacket.spell).toEqual({ text: "nursing", url: "?collection=yu-search&query=nursing" });
      expect((await search("collection=yu-search&query=nursing")).response.resultPacket.spell).toBeNull();
      const fees = await search("collection=yu-search&query=course+fees");
      expect(fees.response.curator.exhibits).toEqual([{ category: "BEST_BETS", titleHtml: "Fees and money",
        descriptionHtml: "How much study costs, paying your fees, HECS-HELP, FEE-HELP and VET Student Loans.",
        displayUrl: "https://www.yu.edu.au/help", linkUrl: "https://www.yu.edu.au/help" }]);
      expect((await search("collection=yu-search&query=how+to+apply")).response.curator.exhibits[0]?.linkUrl).toBe(HOW_TO_APPLY);
      expect((await search("collection=yu-search&query=feeding")).response.curator.exhibits).toEqual([]);
    });

    describe("what students type", () => {
      const codes = async (query: string, collection = "yu-search-courses") =>
        results(await search(`collection=${collection}&query=${encodeURIComponent(query)}&num_ranks=10`))
          .map((result) => result.metaData.courseCode ?? result.metaData.unitCode ?? result.metaData.unitSetCode ?? result.title);
      const IT_COURSES = ["NBIT", "EMIT", "NDIT", "BMIT"];

      it("keeps a stop word that is the query's only word, and searches a query of stop words only", async () => {
        // `it` is an English stop word: the English configuration drops it and finds nothing.
        expect((await codes("IT")).slice(0, 3).every((code) => IT_COURSES.includes(code))).toBe(true);
        expect(summary(await search("collection=yu-search&query=to+be")).totalMatching).toBeGreaterThan(0);
        // Beside other words a stop word is optional: "bachelor of nursing" needs no "of" in the document.
        expect((await codes("nursing bachelor of"))[0]).toBe("HBNS");
      });

      it("forgives one typo from five letters and two from nine, ranked below exact matches", async () => {
        expect((await codes("bachelor of buisness"))[0]).toBe("BBNS");
        expect((await codes("busines")).slice(0, 3)).toContain("BBNS");
        expect((await codes("psycholgoy"))[0]).toBe("HBPY");
        expect((await codes("enginnerring")).slice(0, 2)).toEqual(expect.arrayContaining(["NHEC"]));
        // Four letters: no typo forgiven (`lawz` is not `laws`), and a word the collection holds is never replaced.
        expect(summary(await search("collection=yu-search-courses&query=lawz")).totalMatching).toBe(0);
        const exact = results(await search("collection=yu-search-courses&query=nurse&num_ranks=50"));
        expect(exact.every((result) => result.score >= STRICT_TIER)).toBe(true);
      });

      it("expands a synonym both ways, and abbreviations one way", async () => {
        expect(await codes("master of IT")).toEqual(expect.arrayContaining(["EMIT"]));
        expect((await codes("master of IT"))[0]).toBe("EMIT");
        expect((await codes("cybersecurity")).slice(0, 3)).toEqual(expect.arrayContaining(["NUCS", "22603VIC"]));
        expect((await codes("childcare")).slice(0, 2)).toEqual(expect.arrayContaining(["CHC30121", "EDEC"]));
        // Both ways: the expansion finds what only the abbreviation names ("IT Capstone Project").
        expect(await codes("information technology")).toContain("NIT3004");
        expect((await codes("MBA"))[0]).toBe("BMBA");
        expect((await codes("psych"))[0]).toBe("HBPY");
        // No thesaurus: "comp" and "sci" alone, not "complete" (never corrected: too short).
        const compSci = await search("collection=yu-search-courses&query=comp+sci");
        expect(compSci.response.resultPacket.spell).toBeNull();
        expect(results(compSci).map((result) => result.title)).toContain("Master of Information Technology");
      });

      it("lists courses before units for a query that names a field, and a unit first for its code or title", async () => {
        for (const query of ["nursing", "accounting", "cyber", "engineering"]) {
          const ranked = results(await search(`collection=yu-search-courses&query=${query}&num_ranks=10`));
          const firstUnit = ranked.findIndex((result) => result.metaData.type === "unit");
          const courses = ranked.filter((result) => result.metaData.type === "course" && new RegExp(query, "i").test(result.title));
          expect(courses.length, query).toBeGreaterThan(0);
          for (const course of courses) expect(course.rank, `${query}: ${course.title}`).toBeLessThan(ranked[firstUnit]?.rank ?? Infinity);
        }
        expect((await codes("BCO1101"))[0]).toBe("BCO1101");
        expect((await codes("Foundations of Nursing Practice"))[0]).toBe("HNB1102");
        // The site search's Courses tab ranks the same way.
        const tab = results(await search("collection=yu-search&query=engineering&f.Tabs%7Ccourses=Courses+%26+units&num_ranks=2"));
        expect(tab.map((result) => result.metaData.type)).toEqual(["course", "course"]);
      });

      it("offers a correction only from the collection's own words, and only when it finds more", async () => {
        expect((await search("collection=yu-search-courses&query=psycology")).response.resultPacket.spell?.text).toBe("psychology");
        // No word of the collection is near: nothing is offered.
        expect((await search("collection=yu-search-courses&query=xylophonics")).response.resultPacket.spell).toBeNull();
        // A stretch the thesaurus knows is spelt as meant: `computer science` is never "computers science".
        expect((await search("collection=yu-search-courses&query=computer+science")).response.resultPacket.spell).toBeNull();
        // A correction that finds no more than the query as typed is not offered.
        expect((await search("collection=yu-search-courses&query=nursing+xylophonics")).response.resultPacket.spell).toBeNull();
      });
    });

    it("puts upcoming events before past ones and dates them at the time asked", async () => {
      const answer = await search("collection=yu-search&query=graduation&f.Tabs%7Cevents=Events");
      const upcoming = results(answer).map((result) => result.metaData.upcoming);
      expect(upcoming).toContain("true");
      expect(upcoming).toContain("false");
      expect(upcoming.indexOf("false")).toBeGreaterThan(upcoming.lastIndexOf("true"));
      for (const result of results(answer)) {
        expect(result.metaData.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(result.date).toBe(Date.parse(result.metaData.eventDate ?? ""));
        expect(Date.parse(result.metaData.eventEndDate ?? "") >= TEST_NOW.getTime()).toBe(result.metaData.upcoming === "true");
      }
    });

    it("never finds a working copy's or an unpublished page's text", async () => {
      // content/site/pages/study.yaml: how-to-apply's working copy adds the phone upload; scholarships is unpublished.
      expect(urls(await search("collection=yu-search&query=VTAC"))).toContain(HOW_TO_APPLY);
      expect(summary(await search("collection=yu-search&query=%22upload+your+documents+from+your+phone%22")).totalMatching).toBe(0);
      expect(summary(await search("collection=yu-search&query=%22new+mobile+document+upload%22")).totalMatching).toBe(0);
      expect(urls(await search("collection=yu-search&query=scholarships&num_ranks=500"))).not.toContain("https://www.yu.edu.au/study-at-yu/scholarships");
      const documents = await search("collection=yu-search&query=application+checklist");
      expect(results(documents).find((result) => result.fileType === "pdf")).toMatchObject({ title: "Application checklist",
        liveUrl: "http://content.test/sites/default/files/site/documents/application-checklist.pdf", metaData: { type: "document" } });
    });

    it("answers every bad parameter with a clear 400, never a 500", async () => {
      const problems: [string, RegExp][] = [
        ["query=nursing", /collection parameter is required/],
        ["collection=elsewhere", /Unknown collection "elsewhere"/],
        [`collection=yu-search&query=${"a".repeat(257)}`, /at most 256 characters/],
        ["collection=yu-search&query=a%01b", /control character/],
        ["collection=yu-search&num_ranks=0", /num_ranks must be a whole number/],
        ["collection=yu-search&num_ranks=-3", /num_ranks must be a whole number/],
        ["collection=yu-search&num_ranks=ten", /num_ranks must be a whole number/],
        ["collection=yu-search&start_rank=0", /start_rank must be a whole number from 1 to 1,000,000/],
        ["collection=yu-search&start_rank=1.5", /start_rank must be a whole number/],
        ["collection=yu-search&start_rank=1000001", /start_rank must be a whole number/],
        ["collection=yu-search&sort=random", /sort must be empty \(relevance\), one of title, dtitle, date, adate, metanextIntake, or meta\{class\} or dmeta\{class\}/],
        [Array.from({ length: 51 }, (_, index) => `f.Campus%7Ccampus=c${index}`).join("&") + "&collection=yu-search", /At most 50 facet selections/],
        [`collection=yu-search&f.Campus%7Ccampus=${"x".repeat(201)}`, /at most 200 characters/],
      ];
      for (const [query, message] of problems) {
        const response = await get(query);
        expect(response.statusCode, query).toBe(400);
        expect(bodyOf<{ errors: { detail: string }[] }>(response).errors[0]?.detail, query).toMatch(message);
      }
      for (const odd of ["%22bachelor+of", "nursing+OR+-midwifery", "'%3B+DROP+TABLE+resources%3B+--", "(a%7Cb)*%5C", "%25_%5C", "!!!", "-",
        "%22%22", "a+%26+b+%7C+!c", "nurs:*", "%3C-%3E"]) {
        const response = await get(`collection=yu-search&query=${odd}`);
        expect(response.statusCode, odd).toBe(200);
      }
      // Unknown facets and parameters are ignored.
      expect(summary(await search("collection=yu-search-courses&f.Colour%7Ccolour=red&fmo=on&num_ranks=1")).totalMatching)
        .toBe(summary(await search("collection=yu-search-courses&num_ranks=1")).totalMatching);
    });

    it("keeps documents current when a node is reindexed and when the content is reseeded", async () => {
      const db = seeded.database.db;
      await db.execute(sql`UPDATE resources SET attributes = jsonb_set(attributes, '{title}', '"Bachelor of Quokka Care"')
        WHERE path_alias = '/courses/bachelor-of-nursing-hbns'`);
      const uuid = String((await db.execute(sql`SELECT uuid FROM resources WHERE path_alias = '/courses/bachelor-of-nursing-hbns'`) as { rows: { uuid: string }[] }).rows[0]?.uuid);
      await reindexNodes(db, [uuid]);
      expect(results(await search("collection=yu-search&query=quokka")).map((result) => result.title)).toEqual(["Bachelor of Quokka Care"]);
      await seedFromContent({ db, contentDir: seeded.config.contentDir, reset: true, scale: 0, demoEditors: true, log: { info: () => undefined, warn: () => undefined },
        placeholders: { productName: seeded.config.productName, shortName: seeded.config.productShortName, slug: seeded.config.productSlug, now: TEST_NOW } });
      expect(summary(await search("collection=yu-search&query=quokka&num_ranks=2")).totalMatching).toBe(0);
      expect(urls(await search("collection=yu-search&query=bachelor+of+nursing&num_ranks=3"))).toContain(NURSING);
      const words = (await db.execute(sql`SELECT count(*)::int AS n FROM search_words WHERE word = 'quokka'`) as { rows: { n: number }[] }).rows[0]?.n;
      expect(words).toBe(0);
    });
  });
});

function answerFacetNames(answer: Answer): string[] {
  return answer.response.facets.map((facet) => facet.name);
}
