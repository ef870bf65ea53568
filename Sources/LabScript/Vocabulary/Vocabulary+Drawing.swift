extension Vocabulary {
  /// Modifiers that change only how a view is drawn, seen or used, never its geometry: the lab
  /// records each on the tree (it shows in `:tree` and `:frames`) and lays out as SwiftUI does,
  /// as if it were not there (Builtins/Modifiers.swift).
  static let drawingModifiers: [VocabularyEntry] = [
    drawing("fill", "(_:style:)", "Fills a shape with a colour or gradient.", "Circle().fill(.red).frame(width: 40, height: 40)"),
    drawing("stroke", "(_:lineWidth:)", "Outlines a shape, centred on its edge.", "Circle().stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)"),
    drawing("trim", "(from:to:)", "Draws only a fraction of a shape's outline (a progress ring).", "Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)"),
    drawing("strokeBorder", "(_:lineWidth:)", "Outlines a shape inside its edge.", "Circle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)"),
    drawing("foregroundStyle", "(_:)", "Sets the colour or style that text and shapes below draw with.", "Text(\"Hi\").foregroundStyle(.red)"),
    drawing("foregroundColor", "(_:)", "The older spelling of foregroundStyle for a colour.", "Text(\"Hi\").foregroundColor(.red)"),
    drawing("tint", "(_:)", "Sets the accent colour of controls below.", "Button(\"Go\") { }.tint(.green)"),
    drawing("clipped", "()", "Clips the drawing to the view's frame.", "Circle().frame(width: 100, height: 100).frame(width: 50, height: 50).clipped()"),
    drawing("hidden", "()", "Keeps the view's place in layout but draws nothing.", "HStack { Text(\"A\").hidden(); Text(\"B\") }"),
    drawing("border", "(_:width:)", "Draws a line of the given width just inside the view's frame.", "Text(\"Hi\").padding().border(Color.red, width: 2)"),
    drawing("clipShape", "(_:style:)", "Clips the drawing to a shape in the view's frame.", "Color.red.frame(width: 60, height: 60).clipShape(Circle())"),
    drawing("contentShape", "(_:)", "Sets the shape that takes taps for the view.", "Color.red.frame(width: 60, height: 60).contentShape(Circle())"),
    drawing("cornerRadius", "(_:)", "Clips the drawing to a rounded rectangle.", "Color.red.frame(width: 60, height: 60).cornerRadius(12)"),
    drawing("shadow", "(color:radius:x:y:)", "Draws a blurred shadow behind the view, which may reach past its frame.", "Color.red.frame(width: 60, height: 60).shadow(radius: 4)"),
    drawing("blur", "(radius:opaque:)", "Blurs the drawing.", "Text(\"Soft\").blur(radius: 2)"),
    drawing("brightness", "(_:)", "Brightens or darkens the drawing.", "Color.red.frame(width: 40, height: 40).brightness(0.2)"),
    drawing("saturation", "(_:)", "Changes the drawing's colour saturation.", "Color.red.frame(width: 40, height: 40).saturation(0.5)"),
    drawing("contrast", "(_:)", "Changes the drawing's contrast.", "Color.red.frame(width: 40, height: 40).contrast(0.5)"),
    drawing("grayscale", "(_:)", "Removes colour from the drawing, by an amount from 0 to 1.", "Color.red.frame(width: 40, height: 40).grayscale(1)"),
    drawing("colorMultiply", "(_:)", "Multiplies the drawing's colours by a colour.", "Color.red.frame(width: 40, height: 40).colorMultiply(.blue)"),
    drawing("mask", "(alignment:_:)", "Shows the drawing only where a mask view is opaque.", "Color.red.frame(width: 60, height: 60).mask { Circle() }"),
    drawing("buttonStyle", "(_:)", "Sets how Buttons below look.", "Button(\"Go\") { }.buttonStyle(.plain)"),
    drawing("environment", "(_:_:)", "Sets an environment value (a key path and a value), or puts an @Observable object in the environment, for the views below.", "Text(\"Hi\").environment(\\.colorScheme, .dark)"),
    drawing("focused", "(_:equals:)", "Ties the view's keyboard focus to a @FocusState: recorded only, as the lab has no keyboard; setting the state from code is what changes it.", "struct Form2: View { @FocusState var on: Bool; var body: some View { Text(\"Hi\").focused($on) } }; Form2()"),
    drawing("environmentObject", "(_:)", "Puts an ObservableObject in the environment, for @EnvironmentObject properties of the views below.", "class Settings: ObservableObject { @Published var on = true }; Text(\"Hi\").environmentObject(Settings())"),
    drawing("accessibilityLabel", "(_:)", "Gives the view a label for VoiceOver.", "Color.red.frame(width: 40, height: 40).accessibilityLabel(\"Red square\")"),
    drawing("accessibilityHidden", "(_:)", "Hides the view from VoiceOver.", "Color.red.frame(width: 40, height: 40).accessibilityHidden(true)"),
    drawing("accessibilityElement", "(children:)", "Makes the view one element for VoiceOver.", "VStack { Text(\"A\"); Text(\"B\") }.accessibilityElement(children: .combine)"),
    drawing("help", "(_:)", "Sets a tooltip text (macOS) for the view.", "Text(\"Hi\").help(\"A greeting\")"),
    drawing("disabled", "(_:)", "Turns controls below off.", "Button(\"Go\") { }.disabled(true)"),
    drawing("allowsHitTesting", "(_:)", "Lets taps pass through the view when false.", "Color.red.frame(width: 40, height: 40).allowsHitTesting(false)"),
    drawing("labelsHidden", "()", "Hides the labels of controls below.", "Text(\"Hi\").labelsHidden()"),
    drawing("multilineTextAlignment", "(_:)", "Aligns the lines of wrapped Text (leading, centre, trailing).", "Text(\"Two\\nlines\").multilineTextAlignment(.center)"),
    drawing("truncationMode", "(_:)", "Where Text is cut when it does not fit (the ellipsis' place).", "Text(\"A long line\").truncationMode(.middle).frame(width: 50)"),
    drawing("textCase", "(_:)", "Draws Text in upper or lower case.", "Text(\"Hi\").textCase(.uppercase)"),
    drawing("monospacedDigit", "()", "Draws digits of equal width.", "Text(\"123\").monospacedDigit()"),
    drawing("kerning", "(_:)", "Adjusts the space between characters of Text.", "Text(\"Hi\").kerning(2)"),
    drawing("tracking", "(_:)", "Adjusts the tracking of Text.", "Text(\"Hi\").tracking(2)"),
    drawing("underline", "(_:color:)", "Underlines Text.", "Text(\"Hi\").underline()"),
    drawing("strikethrough", "(_:color:)", "Strikes through Text.", "Text(\"Hi\").strikethrough()"),
    drawing("textSelection", "(_:)", "Lets the user select Text.", "Text(\"Hi\").textSelection(.enabled)"),
    drawing("symbolRenderingMode", "(_:)", "How SF Symbols in images below are coloured.", "Image(systemName: \"star\").symbolRenderingMode(.multicolor)"),
    drawing("tag", "(_:)", "Tags the view with a value (for Picker and TabView selection).", "Text(\"One\").tag(1)"),
    drawing("compositingGroup", "()", "Composites the view's drawing before effects like opacity apply.", "Color.red.frame(width: 40, height: 40).compositingGroup()"),
    drawing("drawingGroup", "(opaque:colorMode:)", "Renders the view off screen into one image before drawing.", "Color.red.frame(width: 40, height: 40).drawingGroup()"),
    drawing("blendMode", "(_:)", "Sets how the drawing blends with what is behind it.", "Color.red.frame(width: 40, height: 40).blendMode(.multiply)"),
    drawing("preferredColorScheme", "(_:)", "Asks for light or dark appearance.", "Text(\"Hi\").preferredColorScheme(.dark)"),
    drawing("scrollIndicators", "(_:axes:)", "Shows or hides a ScrollView's indicators.", "ScrollView { Text(\"A\") }.scrollIndicators(.hidden)"),
    drawing("navigationTitle", "(_:)", "Sets the title a navigation container shows (none here).", "Text(\"Hi\").navigationTitle(\"Home\")"),
    drawing("onLongPressGesture", "(minimumDuration:perform:)", "Runs its closure on a long press (not simulated: recorded only).", "Text(\"Hi\").onLongPressGesture { }"),
    drawing("accessibilityValue", "(_:)", "Gives the view a value for VoiceOver.", "Text(\"Volume\").accessibilityValue(\"50%\")"),
    drawing("accentColor", "(_:)", "The older spelling of tint: the accent colour of controls below.", "Button(\"Go\") { }.accentColor(.green)"),
    drawing("contextMenu", "(menuItems:)", "Attaches a menu shown on a long press (not shown here).", "Text(\"Hi\").contextMenu { Button(\"Copy\") { } }"),
    drawing("scrollClipDisabled", "(_:)", "Lets a ScrollView's content draw outside its bounds.", "ScrollView { Text(\"A\") }.scrollClipDisabled()"),
    drawing("renderingMode", "(_:)", "Draws an Image as a template or in its own colours.", "Image(systemName: \"star\").renderingMode(.original)"),
    drawing("sensoryFeedback", "(_:trigger:)", "Plays haptic feedback when a value changes (recorded only).", "Text(\"Hi\").sensoryFeedback(.success, trigger: 1)"),
  ]

  /// A drawing-only modifier: the summary says what SwiftUI does, and that geometry is not touched.
  private static func drawing(_ name: String, _ signature: String, _ summary: String, _ example: String)
    -> VocabularyEntry
  {
    VocabularyEntry(
      name, .modifier, .drawing, signature: signature,
      summary: summary + " Drawing only: layout and frames are unchanged.", example: example)
  }
}
