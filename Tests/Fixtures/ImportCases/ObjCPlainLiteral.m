// A literal array of actions and a category with options, the plain way.
#import <UserNotifications/UserNotifications.h>

static NSString *const kObjCPlainLiteralReply = @"OPL_REPLY";

void ObjCPlainLiteralRegister(void) {
    UNTextInputNotificationAction *reply = [UNTextInputNotificationAction actionWithIdentifier:kObjCPlainLiteralReply title:@"Reply" options:UNNotificationActionOptionNone textInputButtonTitle:@"Send" textInputPlaceholder:@"Message"];
    UNNotificationAction *mute = [UNNotificationAction actionWithIdentifier:@"OPL_MUTE" title:@"Mute" options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:@"OPL" actions:@[reply, mute] intentIdentifiers:@[] options:UNNotificationCategoryOptionCustomDismissAction];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:category]];
}
