import { ActionIcon, Anchor, Box, Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { dateFormat } from '../../shared/i18n/date-format';
import { t } from '../../shared/i18n/t';
import { chatServices } from '../../catalog/client-chat';
import { useListing } from '../../shared/listing/use-listing';
import { todayIso } from '../../engine/fee-lines';
import { answerFor, whatsappLink, type ChatAnswer, type ChatChoice, type ChatMessage } from './chat-replies';
import { caseAnswer, servicesAnswer } from './service-answer';
import { chatVocabulary } from './chat-vocabulary';
import { chooseReply } from './choose-reply';
import { PANEL_FRAME, type EarlyInput } from './panel-frame';
import { PageLink } from '../../shared/islands/page-link';

// A short pause before the assistant answers, so the reply reads as one.
const REPLY_MS = 800;

let nextId = 0;
const message = (text: string, isUser: boolean, answer?: Omit<ChatAnswer, 'text'>): ChatMessage => ({ id: `m${++nextId}`, text, isUser, timestamp: new Date(), ...answer });

/** The answer to a question, or to an option chosen; a service an admin has paused is never suggested. */
function reply(text: string, paused: ReadonlySet<string>, choice?: ChatChoice): ChatAnswer {
  const services = chatServices.filter((service) => !paused.has(service.id));
  const chosenService = choice && services.find((s) => s.id === choice.serviceId);
  const withWhatsApp = (answer: ChatAnswer): ChatAnswer => ({ ...answer, links: [...answer.links, whatsappLink()] });
  if (choice && chosenService) return withWhatsApp(caseAnswer(chosenService, choice.answers, choice.wants, todayIso()));
  const chosen = chooseReply(text, services, chatVocabulary);
  if (chosen.kind === 'services') return withWhatsApp(servicesAnswer(chosen.match, todayIso()));
  return answerFor(chosen.kind === 'topic' ? chosen.topic : null);
}

/** The conversation: a log that screen readers announce as it grows, and a one-line composer. */
export default function ChatPanel({ id, open, onClose, early }: { id: string; open: boolean; onClose: () => void; early: EarlyInput }) {
  const { paused } = useListing();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(t('chat.welcome'), false)]);
  // What was typed while this code loaded: kept, and asked at once if Enter was pressed.
  const [draft, setDraft] = useState(early.send ? '' : early.draft);
  const [pending, setPending] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (log.current) log.current.scrollTo({ top: newestExchangeTop(log.current) });
  }, [messages, pending]);

  const ask = (typed: string, choice?: ChatChoice) => {
    const text = typed.trim();
    if (!text) return;
    setMessages((list) => [...list, message(text, true)]);
    if (!choice) setDraft('');
    setPending((n) => n + 1);
    timers.current.push(
      window.setTimeout(() => {
        const answer = reply(text, paused, choice);
        setMessages((list) => [...list, message(answer.text, false, answer)]);
        setPending((n) => n - 1);
      }, REPLY_MS),
    );
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const asked = useRef(false);
  useEffect(() => {
    if (early.send && !asked.current) ask(early.draft);
    asked.current = true;
    // Only on arrival: the question sent before the code was here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Paper
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle`}
      hidden={!open}
      onKeyDown={onKeyDown}
      withBorder
      shadow="xl"
      radius="md"
      style={{ ...PANEL_FRAME, display: open ? 'flex' : 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" bg="blue.8" c="white">
        <div>
          <Title order={2} fz="md" id={`${id}-title`} c="white">
            {t('chat.title')}
          </Title>
          <Text size="xs" id={`${id}-subtitle`} c="white">
            {t('chat.subtitle')}
          </Text>
        </div>
        <CloseButton onClick={onClose} aria-label={t('chat.close')} variant="transparent" c="white" />
      </Group>
      <Box ref={log} role="log" aria-label={t('chat.log')} tabIndex={0} p="md" style={{ flex: 1, overflowY: 'auto' }} data-testid="chat-log">
        <Stack gap="sm">
          {messages.map((m) => (
            <Bubble key={m.id} message={m} onChoose={(choice) => ask(choice.label, choice)} />
          ))}
        </Stack>
      </Box>
      {pending > 0 ? (
        <Text size="xs" c="dimmed" px="md" pb={4} aria-hidden="true">
          {t('chat.typing')}
        </Text>
      ) : null}
      <form onSubmit={send} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="xs" p="sm" wrap="nowrap">
          <TextInput
            type="text"
            ref={input}
            aria-label={t('chat.input')}
            placeholder={t('chat.input')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={500}
            autoComplete="off"
            style={{ flex: 1 }}
            data-testid="chat-input"
          />
          <ActionIcon type="submit" size={36} color="blue.8" variant="filled" aria-label={t('chat.send')}>
            <SendHorizontal size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </form>
    </Paper>
  );
}

/**
 * Where the log scrolls as it grows: to its end, unless the answer is too long to show whole on a
 * phone; then no further than the visitor's last question, so the answer is read from its start.
 */
function newestExchangeTop(log: HTMLElement): number {
  const end = log.scrollHeight - log.clientHeight;
  const questions = log.querySelectorAll('[data-question]');
  const question = questions[questions.length - 1];
  if (!question) return end;
  const gap = parseFloat(getComputedStyle(log).paddingTop);
  return Math.min(end, question.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - gap);
}

function Bubble({ message: m, onChoose }: { message: ChatMessage; onChoose: (choice: ChatChoice) => void }) {
  return (
    <Box
      maw="85%"
      px="sm"
      py={6}
      bg={m.isUser ? 'blue.8' : 'gray.1'}
      c={m.isUser ? 'white' : undefined}
      style={{ alignSelf: m.isUser ? 'flex-end' : 'flex-start', borderRadius: 12 }}
      data-testid={m.isUser ? 'chat-user' : 'chat-reply'}
      data-question={m.isUser || undefined}
    >
      <span className="visually-hidden">{m.isUser ? t('chat.you') : t('chat.assistant')}: </span>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {m.text}
      </Text>
      {m.links?.length ? (
        <Group gap="xs" mt={4}>
          {m.links.map((link) =>
            'href' in link ? (
              <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {link.label}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </Anchor>
            ) : (
              <Anchor key={link.to + (link.hash ?? '')} component={PageLink} to={link.to} hash={link.hash} size="sm" fw={600}>
                {link.label}
              </Anchor>
            ),
          )}
        </Group>
      ) : null}
      {m.choices?.length ? (
        <Stack gap={4} mt="xs" role="group" aria-label={t('chat.choices')}>
          {m.choices.map((choice) => (
            <Button key={choice.label} variant="outline" size="compact-sm" justify="flex-start" style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, textAlign: 'start' }} onClick={() => onChoose(choice)} data-testid="chat-choice">
              {choice.label}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Text size="xs" c={m.isUser ? 'white' : 'dimmed'} mt={2} ta="right">
        <time dateTime={m.timestamp.toISOString()}>{dateFormat({ hour: 'numeric', minute: '2-digit' }).format(m.timestamp)}</time>
      </Text>
    </Box>
  );
}
