/**
 * Realistic transcript windows through the rules judge and the service's rules: speech-to-text text
 * (lower case, no punctuation), fillers, interruptions, diarisation labels, negations, volunteered
 * information, explicit set-asides and partial answers. Each card's expected verdict is what a careful
 * reader of the spec's card exits would decide; safety cards are always open.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interpretJudgeReply } from '../../src/nudge/judge.ts';
import { judgeWithRules } from '../../src/nudge/rules-judge.ts';
import { card, segment } from './models.ts';

interface Window {
  id: string;
  cards: Array<[id: string, category: string, body: string, resolved: boolean]>;
  turns: Array<[speaker: string, text: string]>;
}

const windows: Window[] = [
  { id: 'w01', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "so um on a scale of zero to ten how bad is the back pain today"], ["patient", "uh id say like seven out of ten maybe"]] },
  { id: 'w02', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "how would you rate the pain zero to ten"], ["patient", "its pretty bad honestly i dont know"]] },
  { id: 'w03', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "on a scale of one to ten where is your pain"], ["patient", "hmm let me think"], ["patient", "probably a six"]] },
  { id: 'w04', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["patient", "the pain is about an eight today its been rough"], ["clinician", "okay lets take a look"]] },
  { id: 'w05', cards: [["f", "fear-avoidance", "Ask whether the patient worries that moving or going back to work will cause more harm.", true]], turns: [["clinician", "how are things going"], ["patient", "honestly im scared that if i go back to the warehouse ill hurt it again"]] },
  { id: 'w06', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", true]], turns: [["patient", "sleep is fine no problems there"], ["clinician", "good"]] },
  { id: 'w07', cards: [["m", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", true]], turns: [["clinician", "i know theres a lot going on but lets leave the stress stuff for next visit and focus on the shoulder today"]] },
  { id: 'w08', cards: [["w", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true]], turns: [["clinician", "lets put a pin in the work stuff we can get to it later"], ["patient", "sure"]] },
  { id: 'w09', cards: [["m", "medication-review", "Ask which medicines the patient is using for this.", true]], turns: [["clinician", "are you taking anything for it"], ["patient", "no nothing i dont like taking pills"]] },
  { id: 'w10', cards: [["i", "injury-mechanism", "Ask how the injury happened, including the task being done at the time.", true]], turns: [["clinician", "so how did this"], ["patient", "i was lifting a box"], ["clinician", "sorry go ahead"], ["patient", "lifting boxes off the pallet and i felt a pop in my back"]] },
  { id: 'w11', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["patient", "its like a four most days but at night the pain goes up to a seven"]] },
  { id: 'w12', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "where would you put the pain zero being none ten the worst"], ["patient", "somewhere between five and six"]] },
  { id: 'w13', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["patient", "my pains about a 6 out of 10 right now"]] },
  { id: 'w14', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "scale of 0-10?"], ["patient", "its bad really bad"]] },
  { id: 'w15', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", true]], turns: [["patient", "i keep waking up at night cause i cant get comfortable"]] },
  { id: 'w16', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", true]], turns: [["patient", "i was up all night tossing and turning with this shoulder"]] },
  { id: 'w17', cards: [["w", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true]], turns: [["clinician", "are you back at work yet"], ["patient", "no im still off"]] },
  { id: 'w18', cards: [["h", "therapy", "Provide a home exercise program for the ankle.", true]], turns: [["clinician", "im going to give you some exercises for the ankle to do at home twice a day"]] },
  { id: 'w19', cards: [["x", "imaging", "Order an x-ray of the ankle if there is bony tenderness.", true]], turns: [["clinician", "no tenderness over the bone so i dont think we need an x-ray today"]] },
  { id: 'w20', cards: [["h", "therapy", "Provide a home exercise program for the ankle.", false]], turns: [["clinician", "have you been doing any exercises for the ankle at home?"], ["patient", "not really"]] },
  { id: 'w21', cards: [["r", "referral", "Refer to physical therapy for the shoulder.", true]], turns: [["clinician", "im putting in a referral to pt for your shoulder"]] },
  { id: 'w22', cards: [["f", "follow-up", "Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.", true]], turns: [["clinician", "lets see you back in two weeks and if the numbness gets worse call us sooner"], ["patient", "okay sounds good"]] },
  { id: 'w23', cards: [["m", "medication-review", "Ask which medicines the patient is using for this.", true]], turns: [["clinician", "what are you taking for the pain"], ["patient", "just some advil here and there"]] },
  { id: 'w24', cards: [["m", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", true]], turns: [["patient", "ive been pretty down and kind of on edge since it happened"]] },
  { id: 'w25', cards: [["e", "emergency-activation", "Patient mentioned chest pain. Consider activating emergency services now.", false]], turns: [["patient", "i had chest pain and got really short of breath on the stairs"], ["clinician", "okay im calling 911 right now"]] },
  { id: 'w26', cards: [["r", "red-flag-screening", "Screen for red flags: numbness in the legs, loss of bladder or bowel control.", false]], turns: [["clinician", "any numbness or tingling in your legs or trouble with your bladder"], ["patient", "no none of that"]] },
  { id: 'w27', cards: [["l", "patient-location-unconfirmed", "Confirm where the patient is right now before continuing.", false]], turns: [["clinician", "can you confirm youre at home right now"], ["patient", "yes im at home"]] },
  { id: 'w28', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["SPEAKER_00", "how would you rate your pain from zero to ten"], ["SPEAKER_01", "about a five"]] },
  { id: 'w29', cards: [["j", "job-demands", "Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).", true]], turns: [["nurse", "what parts of your job are you having trouble with"], ["employee", "mostly the lifting i cant lift the totes over my head"]] },
  { id: 'w30', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", false]], turns: [["clinician", "the swelling in the knee looks better"], ["patient", "yeah its going down"]] },
  { id: 'w31', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "zero to ten?"], ["patient", "um"], ["clinician", "roughly"], ["patient", "maybe a three"]] },
  { id: 'w32', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["patient", "my back has been killing me its like a nine"]] },
  { id: 'w33', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["patient", "the pain got so bad i took two advil"], ["clinician", "okay"]] },
  { id: 'w34', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["patient", "the pain wakes me up at three most nights"]] },
  { id: 'w35', cards: [["t", "lifestyle", "Ask about tobacco use, since smoking slows healing.", true]], turns: [["clinician", "do you smoke at all"], ["patient", "nope quit years ago"]] },
  { id: 'w36', cards: [["i", "self-care", "Explain ice and elevation for the swelling.", true]], turns: [["clinician", "for the swelling i want you to ice it twenty minutes at a time and keep it propped up on a pillow"]] },
  { id: 'w37', cards: [["i", "self-care", "Explain ice and elevation for the swelling.", false]], turns: [["clinician", "have you been icing it"], ["patient", "a little"]] },
  { id: 'w38', cards: [["f", "fear-avoidance", "Ask whether the patient is afraid that going back to work will make the shoulder worse.", true]], turns: [["clinician", "are you nervous about going back"], ["patient", "a bit yeah im worried ill tear it again"]] },
  { id: 'w39', cards: [["m", "medication-review", "Ask which medicines the patient is using for this.", true]], turns: [["clinician", "we already went over your meds with the nurse so i wont repeat that"]] },
  { id: 'w40', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", false]], turns: [["patient", "should i sleep with a brace on?"], ["clinician", "we can talk about the brace in a sec"]] },
  { id: 'w41', cards: [["p", "pain-assessment", "Ask for a 0-10 knee pain rating.", true]], turns: [["clinician", "hows the knee"], ["patient", "its sore"], ["clinician", "give me a number zero to ten"], ["patient", "five-ish"]] },
  { id: 'w42', cards: [["w", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true]], turns: [["clinician", "what are you doing at work right now"], ["patient", "theyve got me on light duty at the front desk"]] },
  { id: 'v01', cards: [["p", "pain-assessment", "Ask for a 0-10 rating of the wrist pain.", true], ["m", "medication-review", "Ask which medicines the patient is taking for the wrist.", false]], turns: [["Doctor", "okay and the wrist how bad would you say it is out of ten"], ["Patient", "its at a six right now"], ["Doctor", "and that stays about the same during the day?"], ["Patient", "pretty much"]] },
  { id: 'v02', cards: [["s", "sleep", "Ask whether pain wakes the patient at night.", true], ["f", "follow-up", "Agree on when the patient should come back.", false]], turns: [["clinician", "does it wake you up at night"], ["patient", "yeah like two or three times"]] },
  { id: 'v03', cards: [["w", "work-status", "Ask whether the patient has returned to work since the injury.", true]], turns: [["patient", "so i went back to work on monday on light duty"], ["clinician", "how is that going"]] },
  { id: 'v04', cards: [["m", "psychosocial", "Ask whether stress or worry has increased since the injury.", false]], turns: [["clinician", "any numbness in the hand"], ["patient", "no just stiffness"]] },
  { id: 'v05', cards: [["j", "job-demands", "Ask which job tasks the patient cannot do right now, such as lifting or carrying.", true]], turns: [["clinician", "what can you not do at work right now"], ["patient", "i cant carry the trays or reach the top shelf"]] },
  { id: 'v06', cards: [["t", "lifestyle", "Ask about alcohol use.", true]], turns: [["clinician", "how much do you drink in a week"], ["patient", "maybe a couple beers on the weekend"]] },
  { id: 'v07', cards: [["p", "pain-assessment", "Ask the patient to rate the pain from 0 to 10.", false]], turns: [["clinician", "how is the pain today"], ["patient", "better than last week"]] },
  { id: 'v08', cards: [["p", "pain-assessment", "Ask the patient to rate the pain from 0 to 10.", true]], turns: [["clinician", "how is the pain today"], ["patient", "better than last week"], ["clinician", "if you had to give it a number"], ["patient", "id say a three"]] },
  { id: 'v09', cards: [["i", "injury-mechanism", "Ask how the injury happened.", true]], turns: [["clinician", "walk me through what happened"], ["patient", "i slipped on some oil by the loading dock and landed on my hip"]] },
  { id: 'v10', cards: [["x", "imaging", "Order an x-ray of the ankle if there is bony tenderness.", true]], turns: [["clinician", "theres some tenderness right over the bone here so im going to send you for an x-ray"]] },
  { id: 'v11', cards: [["x", "imaging", "Order an x-ray of the ankle if there is bony tenderness.", false]], turns: [["patient", "do i need an x-ray?"], ["clinician", "let me examine it first"]] },
  { id: 'v12', cards: [["f", "fear-avoidance", "Ask whether the patient avoids movement for fear of re-injury.", true]], turns: [["clinician", "are you avoiding anything because youre afraid youll hurt it again"], ["patient", "yeah i stopped going to the gym"]] },
  { id: 'v13', cards: [["m", "medication-review", "Ask which medications the patient is taking, including over-the-counter ones.", true]], turns: [["clinician", "any medications"], ["patient", "just tylenol and my blood pressure pill"]] },
  { id: 'v14', cards: [["s", "sleep", "Ask about sleep quality since the injury.", true]], turns: [["clinician", "we talked about sleep already at intake so lets skip that"]] },
  { id: 'v15', cards: [["o", "otc-contraindication-check", "Before recommending ibuprofen, check for stomach ulcers, kidney problems and blood thinners.", false]], turns: [["clinician", "any stomach ulcers kidney problems or are you on blood thinners"], ["patient", "no none of those"]] },
  { id: 'v16', cards: [["h", "self-care", "Explain ice and elevation for the swelling.", true]], turns: [["clinician", "keep it elevated above your heart when you can and put ice on it for fifteen minutes every few hours"]] },
  { id: 'v17', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "on a scale of zero to ten"], ["patient", "i really cant say it changes all the time"]] },
  { id: 'v18', cards: [["w", "work-status", "Confirm the current work status: full duty, modified duty, or off work.", true]], turns: [["clinician", "so youre still on restrictions at work"], ["patient", "yes no lifting over ten pounds"]] },
  { id: 'v19', cards: [["m", "psychosocial", "Ask how the patient is coping with stress since the injury.", true]], turns: [["patient", "honestly its been really stressful with the bills piling up"]] },
  { id: 'u01', cards: [["m", "medication-review", "Ask which medicines the patient is taking for the back.", false]], turns: [["clinician", "does your back hurt when you bend forward"], ["patient", "yes a lot"]] },
  { id: 'u02', cards: [["s", "sleep", "Ask how the symptoms affect sleep.", false], ["p", "pain-assessment", "Ask the patient to rate the pain from 0 to 10.", false]], turns: [["clinician", "the pain should settle in a few weeks"], ["patient", "okay good"]] },
  { id: 'u03', cards: [["x", "imaging", "Order an MRI of the lumbar spine.", false]], turns: [["patient", "my cousin had an mri for his back"], ["clinician", "mm"]] },
  { id: 'u04', cards: [["f", "follow-up", "Agree on the follow-up plan: when to return and what should prompt an earlier call.", false]], turns: [["clinician", "so tell me about your job"], ["patient", "i drive a forklift ten hours a day"]] },
  { id: 'u05', cards: [["h", "therapy", "Provide a home exercise program for the knee.", false]], turns: [["patient", "i used to exercise a lot before this"], ["clinician", "got it"]] },
  { id: 'u06', cards: [["w", "work-status", "Confirm the current work status: full duty, modified duty, or off work.", false]], turns: [["clinician", "what kind of work do you do"], ["patient", "i stock shelves at a grocery store"]] },
  { id: 'u07', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["patient", "i have two kids at home so its hard to rest"], ["clinician", "understood"]] },
  { id: 'u08', cards: [["m", "psychosocial", "Ask how the patient has been coping emotionally since the injury.", false]], turns: [["clinician", "keep the knee elevated tonight"], ["patient", "yes will do"]] },
  { id: 'u09', cards: [["i", "self-care", "Explain ice and elevation for the swelling.", false]], turns: [["clinician", "is the swelling worse in the evening?"], ["patient", "yeah a bit"]] },
  { id: 'u10', cards: [["t", "lifestyle", "Ask about tobacco use.", false]], turns: [["clinician", "do you drink coffee"], ["patient", "yes two cups"]] },
  { id: 'u11', cards: [["r", "referral", "Refer to orthopedics for the shoulder.", false]], turns: [["clinician", "have you seen a specialist before?"], ["patient", "no never"]] },
  { id: 'u12', cards: [["p", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "you rated it a seven last visit how about now"], ["patient", "hard to say honestly"]] },
  { id: 'x01', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true], ["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", true], ["medication-review", "medication-review", "Ask which medicines the patient is using for this, including over-the-counter ones, and how often.", false]], turns: [["clinician", "alright so how has the knee been"], ["patient", "honestly its been rough its like an eight at night and i cant really sleep"], ["clinician", "okay"]] },
  { id: 'x02', cards: [["work-status", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true], ["job-demands", "job-demands", "Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).", false]], turns: [["clinician", "are you working right now"], ["patient", "theyve got me on modified duty sitting at a desk"]] },
  { id: 'x03', cards: [["injury-mechanism", "injury-mechanism", "Ask how the injury happened, including the task being done at the time.", true], ["fear-avoidance", "fear-avoidance", "Ask whether the patient worries that moving or going back to work will cause more harm.", false]], turns: [["clinician", "tell me what happened"], ["patient", "i was carrying a ladder down the stairs and missed a step"]] },
  { id: 'x04', cards: [["mood-check", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", true], ["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", false]], turns: [["clinician", "how are you holding up with all this"], ["patient", "its been stressful not gonna lie money is tight"]] },
  { id: 'x05', cards: [["follow-up-plan", "follow-up", "Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.", true]], turns: [["clinician", "ill see you back in ten days and if the tingling spreads or you get weak call the clinic right away"], ["patient", "got it"]] },
  { id: 'x06', cards: [["fear-avoidance", "fear-avoidance", "Ask whether the patient worries that moving or going back to work will cause more harm.", true]], turns: [["clinician", "do you worry that moving it will make things worse"], ["patient", "yeah a little"]] },
  { id: 'x07', cards: [["medication-review", "medication-review", "Ask which medicines the patient is using for this, including over-the-counter ones, and how often.", true]], turns: [["clinician", "what have you been taking for it and how often"], ["patient", "tylenol twice a day"]] },
  { id: 'x08', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false], ["job-demands", "job-demands", "Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).", true]], turns: [["clinician", "what can you not do at work right now"], ["patient", "anything overhead and i cant stand for more than an hour"]] },
  { id: 'x09', cards: [["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", false], ["mood-check", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", false]], turns: [["clinician", "lets get you up on the table and take a look at that shoulder"], ["patient", "okay"]] },
  { id: 'x10', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["SPEAKER_00", "whats your pain at right now zero being none"], ["SPEAKER_01", "uh four"]] },
  { id: 'x11', cards: [["work-status", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true]], turns: [["clinician", "are you still off work"], ["patient", "yes since the accident"]] },
  { id: 'x12', cards: [["injury-mechanism", "injury-mechanism", "Ask how the injury happened, including the task being done at the time.", false]], turns: [["clinician", "when did the pain start"], ["patient", "about two weeks ago"]] },
  { id: 'x13', cards: [["follow-up-plan", "follow-up", "Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.", false]], turns: [["patient", "when should i come back"], ["clinician", "we will figure that out at the end"]] },
  { id: 'x14', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "how bad is the pain zero to ten"], ["patient", "it comes and goes"]] },
  { id: 'x15', cards: [["medication-review", "medication-review", "Ask which medicines the patient is using for this, including over-the-counter ones, and how often.", false], ["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", true]], turns: [["clinician", "hows your sleep"], ["patient", "not great i wake up a lot"]] },
  { id: 'y01', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "so if ten is the worst pain imaginable where are you today"], ["patient", "probably around a five"]] },
  { id: 'y02', cards: [["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", true]], turns: [["clinician", "is it keeping you up at night"], ["patient", "some nights yeah"]] },
  { id: 'y03', cards: [["work-status", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", false]], turns: [["clinician", "lets talk about the knee brace"], ["patient", "it rubs a bit"]] },
  { id: 'y04', cards: [["medication-review", "medication-review", "Ask which medicines the patient is using for this, including over-the-counter ones, and how often.", true]], turns: [["patient", "i have been taking aleve in the morning and at night"], ["clinician", "okay"]] },
  { id: 'y05', cards: [["injury-mechanism", "injury-mechanism", "Ask how the injury happened, including the task being done at the time.", true]], turns: [["clinician", "how did you hurt it"], ["patient", "a pallet jack rolled over my foot"]] },
  { id: 'y06', cards: [["fear-avoidance", "fear-avoidance", "Ask whether the patient worries that moving or going back to work will cause more harm.", true]], turns: [["patient", "im kind of afraid to bend over since it happened"], ["clinician", "thats understandable"]] },
  { id: 'y07', cards: [["mood-check", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", false]], turns: [["clinician", "any trouble with the stairs"], ["patient", "a little going down"]] },
  { id: 'y08', cards: [["follow-up-plan", "follow-up", "Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.", true]], turns: [["clinician", "well recheck you next week and call us if the swelling gets worse before then"], ["patient", "okay thank you"]] },
  { id: 'y09', cards: [["job-demands", "job-demands", "Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).", true]], turns: [["clinician", "are there things at work you cant do right now"], ["patient", "i cant lift the boxes or stand on the line all shift"]] },
  { id: 'y10', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false], ["sleep-impact", "sleep", "Ask how the symptoms affect sleep (falling asleep, waking at night).", false]], turns: [["clinician", "any questions before we wrap up"], ["patient", "no i think im good"]] },
  { id: 'y11', cards: [["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", true]], turns: [["clinician", "how is the pain zero to ten"], ["patient", "its a solid seven"]] },
  { id: 'y12', cards: [["work-status", "work-status", "Confirm the current work status: full duty, modified duty with restrictions, or off work.", true]], turns: [["clinician", "were keeping you on light duty for another two weeks"], ["patient", "okay"]] },
  { id: 'y13', cards: [["medication-review", "medication-review", "Ask which medicines the patient is using for this, including over-the-counter ones, and how often.", true]], turns: [["clinician", "are you on any medicines"], ["patient", "no nothing"]] },
  { id: 'y14', cards: [["mood-check", "psychosocial", "Ask how the patient has been coping emotionally since the injury (mood, stress, worry).", true]], turns: [["clinician", "how are you doing emotionally with all of this"], ["patient", "its been hard honestly"]] },
  { id: 'y15', cards: [["injury-mechanism", "injury-mechanism", "Ask how the injury happened, including the task being done at the time.", false], ["pain-rating", "pain-assessment", "Ask the patient to rate their current pain on a 0-10 scale.", false]], turns: [["clinician", "and what do you do for work"], ["patient", "im a delivery driver"]] },
];

describe('the rules judge on realistic windows', () => {
  for (const w of windows) {
    const cards = w.cards.map(([id, category, body]) => card(id, category, body));
    const segments = w.turns.map(([speaker, text], i) => segment(`${w.id}-s${i + 1}`, speaker, text));
    const opening = w.turns[0]![1].split(' ').slice(0, 6).join(' ');
    w.cards.forEach(([, category, , resolved], i) => {
      it(`window ${w.id} ("${opening} ...") ${resolved ? 'resolves' : 'leaves open'} the ${category} card`, () => {
        const input = { cards, segments };
        const verdict = interpretJudgeReply(input, judgeWithRules(input))[i]!;
        assert.equal(verdict.resolved, resolved);
        if (resolved) assert.match(verdict.reason ?? '', new RegExp(`${w.id}-s\\d`));
        else assert.equal(verdict.reason, null);
      });
    });
  }
});
