// A line tracer for the real Java programs (crosscheck only): launches
// `java -cp CLASSPATH MAIN N` under the JVM's debugger interface (JDI), puts a
// breakpoint on every line-table entry of the program class's methods, and at
// each hit prints `LINE|FRAMES|GLOBALS` in the canonical text of
// docs/programs.md, without the collapse rule (jdi_trace_check.py applies it).
//
// Usage: java JdiTrace CLASSPATH MAIN N PROGRAM_CLASS
import com.sun.jdi.*;
import com.sun.jdi.connect.*;
import com.sun.jdi.event.*;
import com.sun.jdi.request.*;
import java.io.*;
import java.util.*;

public class JdiTrace {
    public static void main(String[] args) throws Exception {
        String classpath = args[0], mainClass = args[1], n = args[2], programClass = args[3];
        LaunchingConnector launcher = Bootstrap.virtualMachineManager().defaultConnector();
        Map<String, Connector.Argument> options = launcher.defaultArguments();
        options.get("options").setValue("-cp " + classpath);
        options.get("main").setValue(mainClass + " " + n);
        options.get("suspend").setValue("true");
        VirtualMachine vm = launcher.launch(options);
        drain(vm.process().getInputStream());
        drain(vm.process().getErrorStream());

        ClassPrepareRequest prepare = vm.eventRequestManager().createClassPrepareRequest();
        prepare.addClassFilter(programClass);
        prepare.enable();
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        EventQueue queue = vm.eventQueue();
        boolean running = true;
        while (running) {
            EventSet events = queue.remove();
            for (Event event : events) {
                if (event instanceof ClassPrepareEvent) {
                    breakOnEveryLine(vm, ((ClassPrepareEvent) event).referenceType());
                } else if (event instanceof BreakpointEvent) {
                    out.println(step(((BreakpointEvent) event).thread(), programClass));
                } else if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
                    running = false;
                }
            }
            if (running) events.resume();
        }
        out.flush();
    }

    static void drain(InputStream stream) {
        Thread thread = new Thread(() -> {
            try {
                stream.transferTo(OutputStream.nullOutputStream());
            } catch (IOException ignored) {
                // the target ended
            }
        });
        thread.setDaemon(true);
        thread.start();
    }

    static boolean isProgramMethod(Method method) {
        return !method.name().equals("main") && !method.name().startsWith("<");
    }

    static void breakOnEveryLine(VirtualMachine vm, ReferenceType type) throws AbsentInformationException {
        for (Method method : type.methods()) {
            if (!isProgramMethod(method)) continue;
            for (Location location : method.allLineLocations()) {
                BreakpointRequest request = vm.eventRequestManager().createBreakpointRequest(location);
                request.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
                request.enable();
            }
        }
    }

    static String step(ThreadReference thread, String programClass) {
        try {
            List<StackFrame> frames = new ArrayList<>(thread.frames());
            Collections.reverse(frames);
            StringBuilder text = new StringBuilder();
            text.append(thread.frame(0).location().lineNumber()).append('|');
            ObjectReference self = null;
            boolean first = true;
            for (StackFrame frame : frames) {
                Method method = frame.location().method();
                if (!method.declaringType().name().equals(programClass) || !isProgramMethod(method)) continue;
                if (!first) text.append(" > ");
                first = false;
                self = frame.thisObject();
                text.append(method.name()).append('(').append(variables(frame)).append(')');
            }
            text.append('|');
            if (self != null) {
                List<String> fields = new ArrayList<>();
                for (Field field : self.referenceType().fields()) {
                    if (field.isStatic()) continue;
                    fields.add(field.name() + "=" + render(self.getValue(field)));
                }
                text.append(String.join(", ", fields));
            }
            return text.toString();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    static String variables(StackFrame frame) throws AbsentInformationException {
        List<LocalVariable> visible = frame.visibleVariables();
        List<String> parts = new ArrayList<>();
        for (boolean arguments : new boolean[] {true, false}) {
            for (LocalVariable variable : visible) {
                if (variable.isArgument() != arguments) continue;
                parts.add(variable.name() + "=" + render(frame.getValue(variable)));
            }
        }
        return String.join(", ", parts);
    }

    static String render(Value value) {
        if (value == null) return "null";
        if (value instanceof BooleanValue) return ((BooleanValue) value).value() ? "true" : "false";
        if (value instanceof PrimitiveValue) return Long.toString(((PrimitiveValue) value).longValue());
        if (value instanceof StringReference) return quote(((StringReference) value).value());
        if (value instanceof ArrayReference) return list(((ArrayReference) value).getValues());
        ObjectReference object = (ObjectReference) value;
        String type = object.referenceType().name();
        if (type.equals("java.lang.Integer")) return render(object.getValue(object.referenceType().fieldByName("value")));
        if (type.equals("java.util.ArrayList")) {
            int size = ((IntegerValue) object.getValue(object.referenceType().fieldByName("size"))).value();
            ArrayReference data = (ArrayReference) object.getValue(object.referenceType().fieldByName("elementData"));
            return list(size == 0 ? List.of() : data.getValues(0, size));
        }
        throw new IllegalArgumentException("no rendering for " + type);
    }

    static String list(List<Value> values) {
        List<String> parts = new ArrayList<>();
        for (Value cell : values) parts.add(render(cell));
        return "[" + String.join(", ", parts) + "]";
    }

    static String quote(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char ch : text.toCharArray()) {
            if (ch == '"' || ch == '\\') quoted.append('\\').append(ch);
            else if (ch == '\n') quoted.append("\\n");
            else if (ch < 0x20) quoted.append(String.format("\\u%04x", (int) ch));
            else quoted.append(ch);
        }
        return quoted.append('"').toString();
    }
}
